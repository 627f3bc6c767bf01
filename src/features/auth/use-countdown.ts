import { useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second and stopping at zero. It counts against the
 * clock rather than decrementing, so a phone that throttles timers in the background still shows
 * the right number when the page comes back.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);

  useEffect(() => {
    const remaining = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    setLeft(remaining());
    const timer = setInterval(() => {
      const now = remaining();
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = (seconds: number) => setEndsAt(Date.now() + seconds * 1000);
  return { left, restart };
}
