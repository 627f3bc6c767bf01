// Waits until the browser has drawn what the test just did (a scroll, a render): two animation
// frames, the second starting after the first was painted.
import type { Page } from '@playwright/test';

export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}
