import { Box } from '@mantine/core';
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a block starts loading as the visitor scrolls towards it. */
const NEAR = '600px';
/** The longest wait for an idle moment before the block loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * A lazily loaded block below the fold. It renders (and so fetches its code) only once the browser is
 * idle after the page is up, or earlier when the visitor scrolls near it, so its code never competes
 * with the page's first paint and start-up. The placeholder keeps roughly the block's height so that
 * what follows (an #about the header scrolls to) does not jump when the code arrives. The first
 * render is always the placeholder, the same in the browser as in HTML rendered ahead of time.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    // A transition: React renders the block in slices, so a cheap phone's main thread stays free.
    const want = () => startTransition(() => setWanted(true));
    const cancelIdle = whenLoadedAndIdle(want);
    const near = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && want(), { rootMargin: NEAR });
    if (placeholder.current) near.observe(placeholder.current);
    return () => {
      cancelIdle();
      near.disconnect();
    };
  }, [wanted]);

  const fallback = <Box ref={placeholder} mih={minHeight} aria-busy="true" />;
  return wanted ? <Suspense fallback={<Box mih={minHeight} aria-busy="true" />}>{children}</Suspense> : fallback;
}

/** Calls `run` at the first idle moment after the page's load event; returns a cancel function. */
function whenLoadedAndIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback: a zero timeout after the load event is the nearest.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const schedule = () => {
    idle = hasIdle ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
