// An islands page hydrates each island when the visitor reaches for it (src/app/island-triggers.ts).
// A test that checks a page's hydration (no mismatch, no warning) wakes them all first, as a visitor
// touching and scrolling through the whole page would.
import { expect, type Page } from '@playwright/test';

/** Islands a visitor can wake: by a touch, or by scrolling to them (the others wait for a saved state, a wide screen, a suggestion, a request sent offline or the admins' listing changes). */
const WAKEABLE = '[data-island][data-hydrate~="interaction"], [data-island][data-hydrate~="visible"], [data-island][data-hydrate~="load"], [data-island]:not([data-hydrate])';

/** Brings what an island draws (its first child with a box: Mantine puts <style> elements first in some) to the middle of the screen and touches it. */
function touch(element: Element): void {
  const box = [...element.children].find((child) => child.getClientRects().length > 0);
  box?.scrollIntoView({ block: 'center' });
  (box ?? element).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
}

/**
 * Wakes every island a visitor can wake, one at a time, waiting until each is live (`data-live`, set
 * once React has committed it); then scrolls back to the top. A page of the client app (no
 * `#root[data-islands]`) has nothing to wake. The touch is repeated until it takes: the islands'
 * triggers listen only once the page's code has run, which may be after the test first touches.
 */
export async function wakeIslands(page: Page): Promise<void> {
  if ((await page.locator('#root[data-islands]').count()) === 0) return;
  const islands = page.locator(WAKEABLE);
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) {
    const island = islands.nth(index);
    const name = await island.getAttribute('data-island');
    await expect(async () => {
      await island.evaluate(touch);
      await expect(island).toHaveAttribute('data-live', { timeout: 2_000 });
    }, `the island "${name}" hydrates once touched or in view`).toPass({ timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
