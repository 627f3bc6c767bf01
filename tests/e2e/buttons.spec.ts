// Buttons on a 360 px phone and a 1280 px screen, in both languages: a label sits in the middle of its
// button (a button is at least its usual height, and a long label wraps onto a second line inside it:
// src/app/global.css), and no label spills out of its button.
import { expect, test } from '@playwright/test';

/** Pages whose buttons cover each kind: links and form buttons, one line and wrapped, full width and not. */
const PAGES = ['/', '/te/', '/te/services/driving-licence', '/services/vehicle-ekyc', '/te/rto-assistance/transfer-ownership', '/te/track', '/te/login', '/te/no-such-page'];

interface ButtonBox {
  label: string;
  /** Space above the label inside the button's padding, and below it. */
  above: number;
  below: number;
  spills: boolean;
}

for (const path of PAGES) {
  for (const width of [360, 1280]) {
    test(`every button on ${path} holds its label in its middle at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const boxes: ButtonBox[] = await page.locator('.mantine-Button-root:visible').evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          const inner = button.querySelector('.mantine-Button-inner')!.getBoundingClientRect();
          const top = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
          const bottom = box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom);
          return {
            label: button.textContent!.trim(),
            above: inner.top - top,
            below: bottom - inner.bottom,
            spills: button.scrollWidth > button.clientWidth || inner.left < box.left || inner.right > box.right,
          };
        }),
      );
      expect(boxes.length, `${path} has buttons`).toBeGreaterThan(0);
      for (const { label, above, below, spills } of boxes) {
        expect(Math.abs(above - below), `"${label}" on ${path}: ${above.toFixed(1)} px above its label, ${below.toFixed(1)} px below`).toBeLessThanOrEqual(1);
        expect(spills, `"${label}" on ${path} spills out of its button`).toBe(false);
      }
    });
  }
}
