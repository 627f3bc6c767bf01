import { useEffect, useState, type RefObject } from 'react';

// The count-up animation: 30 steps, 50 ms apart.
export const COUNT_STEPS = 30;
export const COUNT_STEP_MS = 50;

function animates(): boolean {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return !reduced && typeof IntersectionObserver !== 'undefined';
}

/**
 * The step (0…COUNT_STEPS) of a count-up that starts when `target` scrolls into view. The page's
 * HTML shows the final figures (readable without JavaScript); they are set back to zero only while
 * out of view, so the count-up is seen and nothing visible changes at load. On screen from the
 * start, under prefers-reduced-motion, or without IntersectionObserver, the figures stay as they are.
 */
export function useCountUp(target: RefObject<Element | null>): number {
  const [step, setStep] = useState(COUNT_STEPS);

  useEffect(() => {
    const element = target.current;
    if (!element || !animates()) return;
    let timer: number | undefined;
    let first = true;
    const observer = new IntersectionObserver((records) => {
      const visible = records.some((r) => r.isIntersecting);
      const onScreenAtLoad = first && visible;
      if (first && !visible) setStep(0);
      first = false;
      if (onScreenAtLoad) observer.disconnect();
      if (!visible || onScreenAtLoad) return;
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
