import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the root takes over prerendered HTML: the build's render and every island are; a root the browser renders itself is not. */
const Hydrating = createContext(true);

/** Around a React root: `hydrating` false for a root the browser renders itself (no HTML to match), where useHydrated is true from the first render. */
export function HydrationState({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  return <Hydrating.Provider value={hydrating}>{children}</Hydrating.Provider>;
}

/**
 * False while the build renders a page and while the browser hydrates that HTML; true right after,
 * and from the start in pages the browser renders itself. What only the browser knows (the window's
 * width, a saved draft) is read once this is true, so the first render matches the prerendered HTML.
 *
 * Each reader turns true after its own hydration, as a transition, which React renders in slices
 * between the phone's taps and paints. (A `useSyncExternalStore` with a different server value, the
 * usual way, re-renders every reader in one synchronous task once hydration ends: on a long service
 * page that was most of the blocking time. One value for the whole root would reach parts still
 * waiting to hydrate behind a Suspense boundary, and React renders such a part afresh, dropping a tap
 * on its old HTML.)
 */
export function useHydrated(): boolean {
  const hydrating = useContext(Hydrating);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
