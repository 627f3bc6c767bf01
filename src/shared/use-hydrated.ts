import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the build renders a page and while the browser hydrates that HTML; true right after,
 * and from the start in pages the browser renders itself. What only the browser knows (the window's
 * width, a saved draft) is read once this is true, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
