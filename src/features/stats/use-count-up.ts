import { useEffect, useState, type RefObject } from 'react';

// The count-up animation: 30 steps, 50 ms apart.
export const COUNT_STEPS = 30;
export const COUNT_STEP_MS = 50;

function animates(): boolean {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return !reduced && typeof IntersectionObserver !== 'undefined';
}

/**
 * The step (0…COUNT_STEPS) of a count-up that starts when `target` scrolls into view. Under
 * prefers-reduced-motion, or without IntersectionObserver, it is at the last step from the start.
 */
export function useCountUp(target: RefObject<Element | null>): number {
  const [step, setStep] = useState(() => (animates() ? 0 : COUNT_STEPS));

  useEffect(() => {
    const element = target.current;
    if (!element || !animates()) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver((records) => {
      if (!records.some((r) => r.isIntersecting)) return;
      observer.disconnect();
      let count = 0;
      timer = window.setInterval(() => {
        count += 1;
        setStep(count);
        if (count === COUNT_STEPS) window.clearInterval(timer);
      }, COUNT_STEP_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [target]);

  return step;
}
