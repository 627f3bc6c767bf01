import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName } from './island-name';

/**
 * What makes an island's code load and hydrate (docs/architecture.md, "Islands"; each is a small
 * function in src/app/island-triggers.ts, run without React). An island names one or more, and the
 * first to fire hydrates it:
 * - `load`: as soon as the page's code runs (the only one whose code the build preloads);
 * - `visible`: when it comes within 600 px of the screen;
 * - `interaction`: the visitor's first touch, click, focus or key inside it (a start button's: its click, src/app/island-triggers.ts);
 * - `listing-changes`: once the admins have changed the listing at run time (a paused service, a
 *   card's text, the order): a listing that shows the bundled catalogue needs no code at all;
 * - `wide-screen`: on a window wide enough for the header's bar (now, or when it becomes so);
 * - `saved-state`: at once when the address has a query or a fix link's fragment, or the tab a
 *   draft of the island's entry (what the prerendered page, a first visit, cannot show);
 * - `language-suggestion`: at once on the English site when the browser suggests another language;
 * - `unsent-request`: at once when this device keeps a request sent offline that has not gone to WhatsApp.
 */
export type IslandTrigger = 'load' | 'visible' | 'interaction' | 'listing-changes' | 'wide-screen' | 'saved-state' | 'language-suggestion' | 'unsent-request';

/** One island the build's render of an islands page met: rendered again as its own root (render-page.tsx). */
export interface RenderedIsland {
  component: ComponentType<object>;
  props: object;
}

/**
 * Set by the build while it renders an islands page: an Island then leaves an empty slot, which the
 * build fills with the island rendered alone, as the browser hydrates it (its own root, so React's
 * generated ids and Mantine's responsive style classes match). Unset everywhere else: the island is
 * rendered in place, part of the whole-page app.
 */
export const IslandSlots = createContext<RenderedIsland[] | null>(null);

/** The attribute that marks the empty slot for the build (removed once filled). */
export const ISLAND_SLOT = 'data-island-slot';

interface IslandProps<P extends object> {
  /** Its name in the browser's registry (src/app/island-registry.ts), which loads the same component. */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: the browser hydrates the component with these props, read back from the HTML. */
  props: P;
  /** What hydrates it (`load` when unsaid); several: whichever comes first. */
  hydrate?: IslandTrigger | readonly IslandTrigger[];
}

/**
 * An interactive part of a prerendered page: on an islands page the browser hydrates it as its own
 * React root (src/islands.tsx) and leaves the rest of the page as the HTML it is. The wrapper takes no
 * box (`display: contents`), so layout and CSS are as without it.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'load' }: IslandProps<P>) {
  const slots = useContext(IslandSlots);
  const wrapper = { 'data-island': name, 'data-hydrate': [hydrate].flat().join(' '), 'data-props': JSON.stringify(props), style: { display: 'contents' } };
  if (slots) {
    slots.push({ component: Component as ComponentType<object>, props });
    return <div {...wrapper} {...{ [ISLAND_SLOT]: slots.length - 1 }} />;
  }
  return (
    <div {...wrapper}>
      <Component {...props} />
    </div>
  );
}
