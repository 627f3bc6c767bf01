import { useEffect, useState } from 'react';

/** The deadline `seconds` from now, in the clock's milliseconds (what useCountdown counts to). */
export const deadlineIn = (seconds: number): number => Date.now() + seconds * 1000;

const secondsUntil = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Whole seconds left until `endsAt` (a Date.now() time), ticking once a second and stopping at zero.
 * It counts against the clock rather than decrementing, so a phone that throttles timers in the
 * background, or a step shown again later, still shows the right number.
 */
export function useCountdown(endsAt: number): number {
  const [left, setLeft] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    setLeft(secondsUntil(endsAt));
    const timer = setInterval(() => {
      const now = secondsUntil(endsAt);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
