// What wakes an island of an islands page (the `IslandTrigger`s of src/shared/islands/island.tsx):
// each is a small function the islands entry (src/islands.tsx) runs for each island without React,
// and calls `wake` once the island is wanted. Until then the island is the HTML the build wrote and
// costs the phone's main thread nothing; a tap or typing in it is held for it (early input).
// It sits in src/app because `saved-state` and `unsent-request` look for the engine's drafts.
import { DEFAULT_LANGUAGE } from '../core/languages';
import { changesUnsent, holdsDraft, holdsUnsent } from '../engine/drafts-present';
import type { IslandTrigger } from '../shared/islands/island';
import { rememberedLanguage, suggestedLanguage } from '../shared/i18n/language-choice';
import { WIDE_SCREEN } from '../shared/layout/wide-screen';

/** An island as its trigger sees it: its wrapper, the boxes it draws (the wrapper itself has none: `display: contents`) and its props. */
export interface TriggeredIsland {
  element: HTMLElement;
  boxes: Element[];
  props: { entryId?: unknown };
}

type Trigger = (island: TriggeredIsland, wake: () => void) => void;

/** How far below the screen a `visible` island starts loading as the visitor scrolls towards it. */
const NEAR = '600px';
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

export const TRIGGERS: Record<IslandTrigger, Trigger> = {
  load: (_, wake) => wake(),
  visible: ({ boxes }, wake) => {
    // An island that draws nothing yet cannot come into view: it is woken at once.
    if (boxes.length === 0) return wake();
    const near = new IntersectionObserver(
      (seen) => {
        if (!seen.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        wake();
      },
      { rootMargin: NEAR },
    );
    for (const box of boxes) near.observe(box);
  },
  interaction: ({ element }, wake) => {
    const touched = (event: Event) => {
      // Not a start button's press: its click, held by the early-input script, wakes the island once
      // the form's skeleton is drawn (src/app/wake-islands.ts); React's code run at the press would hold that frame back.
      // (STARTS_FORM of form-skeleton-marks.ts, written out as wake-islands.ts says why.)
      if ((event.target as Element).closest?.('[data-starts-form]')) return;
      for (const type of TOUCHES) element.removeEventListener(type, touched, true);
      wake();
    };
    for (const type of TOUCHES) element.addEventListener(type, touched, true);
  },
  // Imported here, so a page without such an island never asks; the island's own code (the listing's
  // store and the catalogue it merges) loads only when there are changes to show.
  'listing-changes': (_, wake) =>
    void import('../shared/listing/get-listing').then(async ({ listingHasChanges }) => {
      if (await listingHasChanges()) wake();
    }),
  'wide-screen': (_, wake) => {
    const wide = window.matchMedia(WIDE_SCREEN);
    if (wide.matches) return wake();
    wide.addEventListener('change', wake, { once: true });
  },
  'saved-state': ({ props }, wake) => {
    // A fix link's fragment (FIX_TOKEN_HASH of src/core/fix-token-hash.ts, which the fix view reads):
    // written out here, since importing it put the module in a chunk of its own on every page's first
    // load; tests/app/island-triggers.test.ts holds the two equal.
    if (location.search !== '' || location.hash.startsWith('#fix=') || (typeof props.entryId === 'string' && holdsDraft(props.entryId))) wake();
  },
  'language-suggestion': (_, wake) => {
    if (document.documentElement.lang === DEFAULT_LANGUAGE && suggestedLanguage(rememberedLanguage(), navigator.languages) !== null) wake();
  },
  'unsent-request': (_, wake) => {
    if (holdsUnsent()) return wake();
    // Another tab may send one offline while this page stays open.
    const kept = (event: StorageEvent) => {
      if (!changesUnsent(event.key) || !holdsUnsent()) return;
      window.removeEventListener('storage', kept);
      wake();
    };
    window.addEventListener('storage', kept);
  },
};

/** The triggers an island's `data-hydrate` names (space-separated; `load` when it names none). */
export function islandTriggers(element: HTMLElement): IslandTrigger[] {
  const names = (element.dataset.hydrate ?? '').split(' ').filter(Boolean);
  for (const name of names) if (!(name in TRIGGERS)) throw new Error(`The island "${element.dataset.island}" names an unknown trigger "${name}" (src/app/island-triggers.ts)`);
  return names.length > 0 ? (names as IslandTrigger[]) : ['load'];
}
