// An islands page hydrates each island when the visitor reaches for it (src/app/island-triggers.ts).
// A test that checks a page's hydration (no mismatch, no warning) wakes them all first, as a visitor
// touching and scrolling through the whole page would.
import { expect, type Page } from '@playwright/test';

/** Islands a visitor can wake: by a touch, or by scrolling to them (the others wait for a saved state, a wide screen, a suggestion or the admins' listing changes). */
const WAKEABLE = '[data-island][data-hydrate~="interaction"], [data-island][data-hydrate~="visible"], [data-island][data-hydrate~="load"]';

/** Touches every island and scrolls each into view, then waits until every one is live (`data-live`). */
export async function wakeIslands(page: Page): Promise<void> {
  const count = await page.evaluate(async (selector) => {
    const islands = [...document.querySelectorAll<HTMLElement>(selector)];
    for (const island of islands) {
      const box = island.firstElementChild;
      if (!box) continue;
      box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      box.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    return islands.length;
  }, WAKEABLE);
  await expect(page.locator(WAKEABLE).and(page.locator('[data-live]'))).toHaveCount(count, { timeout: 15_000 });
}
