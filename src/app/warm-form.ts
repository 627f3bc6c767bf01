// A service page's form within a frame of the tap: while the visitor reads the page, the browser
// fetches and compiles what the start button needs (React DOM, the request island, the form view with
// rjsf, the entry's validator), which the build names as inert `<link rel="x-warm">` tags
// (scripts/form-warm-up.ts). Module preloads run none of it: the page's main thread stays free, and
// the tap finds every module in the browser's module map. Not under Data Saver or on 2G, where ~200 KB
// for a form the visitor may never open costs more than the wait it saves.
import { whenIdle } from '../shared/when-idle';

/**
 * The fetch starts when the visitor shows they are reading (a scroll, a touch, a key), else this long
 * after the page's code has started. Not at once after the load: Lighthouse's simulation read the
 * page's origin as slower from 65 requests queued in its trace and put a service page's LCP 0.2-0.5 s
 * later than the same page's without JavaScript (docs/architecture.md).
 */
const UNREAD_MS = 5000;
const READING = ['scroll', 'touchstart', 'pointerdown', 'keydown'] as const;

export interface WarmingConnection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether to fetch the form's code before the tap: yes unless the visitor saves data or is on 2G. */
export function warmsAhead(connection: WarmingConnection | undefined): boolean {
  return connection?.saveData !== true && connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

/**
 * A preload of what an inert x-warm link names: a module preload, or for a stylesheet a prefetch into
 * the HTTP cache (a stylesheet's preload left unused warns in the console, and the tap may never come).
 */
function preloadOf(inert: HTMLLinkElement): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = inert.getAttribute('as') === 'style' ? 'prefetch' : 'modulepreload';
  link.crossOrigin = '';
  link.href = inert.href;
  return link;
}

/** Once the visitor reads (READING) or after UNREAD_MS, when idle, preloads what the page's x-warm links name (preloadOf). */
export function warmFormCode(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=x-warm]')];
  if (links.length === 0 || !warmsAhead((navigator as Navigator & { connection?: WarmingConnection }).connection)) return;
  let started = false;
  const warm = () => {
    if (started) return;
    started = true;
    for (const type of READING) removeEventListener(type, reading, true);
    document.head.append(...links.map(preloadOf));
  };
  const reading = () => whenIdle(warm, { timeout: 1000, fallback: 0 });
  for (const type of READING) addEventListener(type, reading, { capture: true, passive: true, once: true });
  setTimeout(reading, UNREAD_MS);
}
