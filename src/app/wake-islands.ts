// Wakes each island of an islands page when one of its triggers fires (island-triggers.ts), and then
// loads React DOM and the island's code (src/islands-hydrate.tsx, fetched the first time an island is
// woken, so a page whose islands all wait runs no React until the visitor needs one).
import type { hydrateIsland } from '../islands-hydrate';
import type { showFormSkeleton } from '../shared/islands/show-skeleton';
import { listenForMenu } from '../shared/layout/menu-panel';
import { islandTriggers, TRIGGERS } from './island-triggers';

const DRAW_NOTHING = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK']);

/** Runs every island's triggers; the first to fire hydrates it, once. A tap or typing held by the early-input script inside an island wakes it too. */
export function wakeIslands(islands: HTMLElement[]): void {
  if (islands.length === 0) return;
  let hydrating: Promise<{ hydrateIsland: typeof hydrateIsland }> | undefined;
  const woken = new WeakSet<HTMLElement>();
  const wake = (element: HTMLElement) => {
    if (woken.has(element)) return;
    woken.add(element);
    const start = () => {
      hydrating ??= import('../islands-hydrate');
      // Its place on the page is its ids' prefix, as in the build.
      void hydrating.then((m) => m.hydrateIsland(element, islands.indexOf(element)));
    };
    // The form's skeleton just put in its place is painted first: evaluating React's code (~0.1 s on a
    // slow phone) would otherwise come before that frame.
    if (element.hasAttribute('data-skeleton')) requestAnimationFrame(() => setTimeout(start, 0));
    else start();
  };
  for (const element of islands) {
    // Mantine writes an island's responsive styles as <style> elements inside it: they draw no box.
    const boxes = [...element.children].filter((child) => !DRAW_NOTHING.has(child.tagName));
    const island = { element, boxes, props: JSON.parse(element.dataset.props ?? '{}') as object };
    for (const trigger of islandTriggers(element)) TRIGGERS[trigger](island, () => wake(element));
  }
  // A service page's form skeleton (src/shared/islands/show-skeleton.ts, kept off the other pages),
  // fetched now so the tap finds it. Its marks (form-skeleton-marks.ts) are written out in this file
  // and island-triggers.ts: imported, their module became a chunk of its own on every page's first
  // load; tests/app/island-triggers.test.ts holds them equal.
  let showSkeleton: typeof showFormSkeleton | undefined;
  const skeletonCode = document.querySelector('template[data-form-skeleton]') ? import('../shared/islands/show-skeleton') : undefined;
  void skeletonCode?.then((m) => (showSkeleton = m.showFormSkeleton));
  // What the early-input script holds (a tap, typed text) is handed over once its island is live
  // (replayEarlyInput, called before this); its island is woken now, whatever it was waiting for.
  const early = window.__early;
  if (early) {
    const wakeTouched = () => {
      pressed(early.held);
      for (const element of [early.held, ...early.typed]) {
        const island = element?.closest<HTMLElement>('[data-island]');
        if (island) wake(island);
      }
    };
    // The tap answers at once: the held button looks pressed and busy until its island, live,
    // carries the tap out; a service page's start button gives way to its form's skeleton now.
    const pressed = (held: Element | null) => {
      if (held?.tagName !== 'BUTTON' || held.closest('[data-live]')) return;
      held.setAttribute('aria-busy', 'true');
      const island = held.closest('[data-island]');
      if (!island || !held.hasAttribute('data-starts-form')) return;
      // A tap before its code is here: shown once it is, unless the tap was carried out by then.
      if (showSkeleton) showSkeleton(island);
      else void skeletonCode?.then((m) => held.hasAttribute('aria-busy') && m.showFormSkeleton(island));
    };
    const notify = early.notify;
    early.notify = () => {
      wakeTouched();
      notify?.();
    };
    wakeTouched();
  }
  // A service page fetches what its start button needs while the visitor reads it (warm-form.ts).
  if (document.querySelector('link[rel=x-warm]')) void import('./warm-form').then((m) => m.warmFormCode());
  // The phone menu opens without React from now on (menu-panel.ts); after the above, so that a tap on
  // its button held until now has woken the header.
  listenForMenu();
}
