// The browser entry of an islands page (a route with `staticData.islands`, docs/architecture.md,
// "Islands"): instead of the whole-page app, it hydrates each `[data-island]` of the prerendered HTML
// as its own React root, when that island is wanted; the rest of the page stays the HTML it is.
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './app/island-registry';
import { IslandRoot } from './app/island-root';
import { LANGUAGES } from './core/languages';
import { hasPending } from './engine/pending-requests';
import { replayEarlyInput } from './shared/early-input/replay-early-input';
import { rememberLanguage } from './shared/i18n/language-choice';
import type { IslandHydration } from './shared/islands/island';
import { islandIdPrefix } from './shared/islands/island-id';

/** How far below the screen an `idle` island starts loading as the visitor scrolls towards it. */
const NEAR = '600px';
const started = new WeakSet<Element>();

/** Loads an island's code and hydrates it, once. */
function hydrate(element: HTMLElement, index: number): void {
  if (started.has(element)) return;
  started.add(element);
  const load = ISLANDS[element.dataset.island ?? ''];
  if (!load) throw new Error(`No island is registered as "${element.dataset.island}" (src/app/island-registry.ts)`);
  void load().then((component) => {
    const Component = component as ComponentType<object>;
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // As a transition React hydrates in slices, so the phone's main thread stays free to answer taps.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}

/** Hydrates the island now, at the first idle moment (or when it comes near the screen first), or at the visitor's first touch of it. */
function schedule(element: HTMLElement, index: number): void {
  const when = (element.dataset.hydrate ?? 'load') as IslandHydration;
  const boxes = [...element.children];
  // An island that shows nothing yet (its content waits for the browser) has no box to watch.
  if (when === 'load' || boxes.length === 0) return hydrate(element, index);
  if (when === 'idle') {
    const now = () => {
      near.disconnect();
      hydrate(element, index);
    };
    const near = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && now(), { rootMargin: NEAR });
    for (const box of boxes) near.observe(box);
    // Safari has no requestIdleCallback: a short timeout is the nearest.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(now);
    else setTimeout(now, 200);
    return;
  }
  const wake = () => {
    for (const type of ['pointerdown', 'focusin', 'keydown']) element.removeEventListener(type, wake, true);
    hydrate(element, index);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) element.addEventListener(type, wake, true);
}

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
islands.forEach(schedule);

// What the visitor tapped or typed before an island's code ran is handed to it once it is live
// (replay-early-input.ts); an island that would wait for the screen or a touch is hydrated at once.
replayEarlyInput();
const early = window.__early;
if (early) {
  const wakeTouched = () => {
    for (const element of [early.held, ...early.typed]) {
      const island = element?.closest<HTMLElement>('[data-island]');
      if (island) hydrate(island, islands.indexOf(island));
    }
  };
  const notify = early.notify;
  early.notify = () => {
    wakeTouched();
    notify?.();
  };
  wakeTouched();
}

// The language links outside the islands (the static HTML) remember the choice for the next visit.
// Every language link was built for the page's bare address, so it takes this visit's query and
// section along (/#contact → /te/#contact), as the whole-page app's switch does.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[hreflang]');
  const language = LANGUAGES.find(({ code }) => code === link?.getAttribute('hreflang'));
  if (!link || !language) return;
  rememberLanguage(language.code);
  const target = new URL(link.href);
  if (!target.search && !target.hash) link.href = `${target.pathname}${location.search}${location.hash}`;
});

// Requests that could not be recorded on an earlier page (offline) go out now, and whenever the connection returns.
const sendPending = () => {
  if (hasPending()) void import('./engine/record-request').then((m) => m.sendPendingRequests());
};
sendPending();
window.addEventListener('online', sendPending);
// Visited pages and their forms stay readable offline (docs/offline.md).
if ('serviceWorker' in navigator) void import('./shared/offline/offline-support').then((m) => m.startOfflineSupport());
