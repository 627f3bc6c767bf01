import { useEffect, useRef } from 'react';
import { bringIntoView } from '../layout/go-to-section';

/**
 * A ref for what a form shows below the button the visitor tapped (the answer, a notice): on a phone
 * that button is often at the screen's bottom edge, so whenever `shown` changes to something, the
 * page scrolls just enough to show the element (nothing moves if it is on screen already).
 */
export function useIntoView<T extends Element>(shown: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown !== null && ref.current) bringIntoView(ref.current);
  }, [shown]);
  return ref;
}
