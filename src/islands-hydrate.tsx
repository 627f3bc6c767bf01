// The hydrating half of the islands entry (src/islands.tsx), loaded only on a page that has islands
// (the build preloads it there with the page's `load` islands, scripts/island-scripts.ts): React DOM,
// the islands' registry and their Mantine root. A page without islands (the legal pages) never
// downloads any of it.
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './app/island-registry';
import { IslandRoot } from './app/island-root';
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

/** Hydrates the island now, at the first idle moment (or when it comes near the screen first), at the visitor's first touch of it, or once the listing has admins' changes. */
function schedule(element: HTMLElement, index: number): void {
  const when = (element.dataset.hydrate ?? 'load') as IslandHydration;
  const boxes = [...element.children];
  // An island that shows nothing yet (its content waits for the browser) has no box to watch.
  if (when === 'load' || boxes.length === 0) return hydrate(element, index);
  if (when === 'listing-changes') {
    // Imported here: the listing's store (and the catalogue it merges) is no part of a page without a listing island.
    void import('./shared/listing/use-listing').then((m) => m.whenListingChanges(() => hydrate(element, index)));
    return;
  }
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

/** Hydrates each of the page's islands when it is wanted (all of them: their index is their id prefix). */
export function hydrateIslands(islands: HTMLElement[]): void {
  islands.forEach(schedule);
  // What the visitor tapped or typed before an island's code ran is handed to it once it is live
  // (replayEarlyInput, already called by the entry); an island that would wait for the screen, a
  // touch or the listing is hydrated at once.
  const early = window.__early;
  if (!early) return;
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
