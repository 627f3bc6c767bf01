import { createContext, useContext, type ComponentType } from 'react';

/**
 * When an island's code loads and hydrates (docs/architecture.md, "Islands"): `load` as soon as the
 * page's code runs (its code is preloaded); `idle` at the first idle moment after that, or earlier
 * when it comes near the screen; `interaction` at the visitor's first touch, click or key inside it; `listing-changes` only when the admins have
 * changed the listing at run time (a paused service, a card's text, the order): a listing that shows
 * the bundled catalogue needs no code at all.
 */
export type IslandHydration = 'load' | 'idle' | 'interaction' | 'listing-changes';

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
  name: string;
  component: ComponentType<P>;
  /** Plain JSON: the browser hydrates the component with these props, read back from the HTML. */
  props: P;
  hydrate?: IslandHydration;
}

/**
 * An interactive part of a prerendered page: on an islands page the browser hydrates it as its own
 * React root (src/islands.tsx) and leaves the rest of the page as the HTML it is. The wrapper takes no
 * box (`display: contents`), so layout and CSS are as without it.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'load' }: IslandProps<P>) {
  const slots = useContext(IslandSlots);
  const wrapper = { 'data-island': name, 'data-hydrate': hydrate, 'data-props': JSON.stringify(props), style: { display: 'contents' } };
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
