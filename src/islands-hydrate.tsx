// The hydrating half of the islands entry (src/islands.tsx), loaded the first time one of the page's
// islands is woken (the build preloads it only on a page with a `load` island,
// scripts/island-scripts.ts): React DOM, the islands' registry and their Mantine root. A page whose
// islands all wait (for a touch, the screen, the listing's changes) runs none of it until then.
import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './app/island-registry';
import { IslandRoot } from './app/island-root';
import { handOverTyped } from './shared/early-input/replay-early-input';
import { islandIdPrefix } from './shared/islands/island-id';

/**
 * Once the island's first render is committed (its layout effects run after those of everything in
 * it, before any re-render): hands it what the visitor typed while its code was on the way, and marks
 * its wrapper `data-live` (for the tests and anyone looking at the page). It wraps the island rather
 * than sitting beside it: a sibling would change the ids React generates inside it, which must match
 * the build's.
 */
function Live({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    handOverTyped(element);
    element.setAttribute('data-live', '');
  }, [element]);
  return children;
}

/** Loads the island's code and hydrates it as its own React root; `index` is its place on the page (its ids' prefix). */
export async function hydrateIsland(element: HTMLElement, index: number): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = Object.hasOwn(ISLANDS, name) ? ISLANDS[name as keyof typeof ISLANDS] : undefined;
  if (!load) throw new Error(`No island is registered as "${element.dataset.island}" (src/app/island-registry.ts)`);
  const Component = (await load()) as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // As a transition React hydrates in slices, so the phone's main thread stays free to answer taps.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot>
        <Live element={element}>
          <Component {...props} />
        </Live>
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
  });
}
