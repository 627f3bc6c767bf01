// The first tap answers at once: a service page's start view gives way to its form's skeleton (the
// entry's own questions in the page's language, greyed and disabled) while the form's code is still on
// its way, and the real form takes its place without moving anything (src/shared/islands/show-skeleton.ts).
import { expect, test, type Page } from '@playwright/test';

// A phone's screen, where a long label wraps: the skeleton must wrap it as the form does.
test.use({ viewport: { width: 360, height: 780 } });

const FORM_VIEW = /\/assets\/form-view-[^/]*\.js$/;
const SKELETON = '[data-form-skeleton]:not(template)';

/** Holds the form view's code until `release()`: the skeleton is all the tap can show until then. */
async function holdFormCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_VIEW, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums every layout shift from now on, those right after a tap too (CLS leaves those out; the skeleton's swap may come later than 500 ms). */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/** The questions a part of the page shows: each label's text (without the required mark) and where it is drawn, the page's scroll aside. */
const labelsIn = (page: Page, selector: string) =>
  page.locator(`${selector} label.mantine-InputWrapper-label`).evaluateAll((labels) => labels.map((l) => ({ text: l.firstChild?.textContent?.trim(), top: Math.round(l.getBoundingClientRect().top + scrollY) })));

for (const { path, start, label, loading } of [
  { path: '/rto-assistance/transfer-ownership', start: 'Get Assistance via WhatsApp', label: 'Vehicle Number', loading: 'Loading the form…' },
  { path: '/te/services/vehicle-fitness', start: 'నిబంధనలు మరియు షరతులకు అంగీకరిస్తున్నాను - కొనసాగించండి', label: 'వాహన నంబర్', loading: 'ఫారం లోడ్ అవుతోంది…' },
]) {
  test(`${path}: the tap shows the form's skeleton with its questions before the form's code is here, then the form in its place`, async ({ page }) => {
    const release = await holdFormCode(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: start, exact: true }).click();

    const skeleton = page.locator(SKELETON);
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('label', { hasText: label }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: start, exact: true })).toHaveCount(0);
    // A screen reader hears that the form is loading, not a list of questions that cannot be answered yet.
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(1);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(skeleton.locator('input, select, textarea').first()).toBeDisabled();
    const skeletonLabels = await labelsIn(page, SKELETON);
    const shifts = await watchShifts(page);

    release();
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeEditable();
    await expect(skeleton).toHaveCount(0);
    // The same questions, where the skeleton drew them, nothing moved.
    expect(skeletonLabels.length).toBeGreaterThan(1);
    expect(await labelsIn(page, '[data-island="request"] form')).toEqual(skeletonLabels);
    expect(await shifts()).toBeLessThan(0.01);
    await page.getByRole('textbox', { name: label, exact: true }).fill('AP39BJ1234');
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('AP39BJ1234');
  });
}

test('a tap on a live start view shows the skeleton too, and a double tap opens one form', async ({ page }) => {
  const release = await holdFormCode(page);
  await page.goto('/services/vehicle-ekyc');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const start = page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true });
  // A focus inside the island (not on its start button, which waits for its tap) wakes it: the tap then meets React, not the early-input script.
  await page.locator('[data-island="request"] a').first().focus();
  await expect(page.locator('[data-island="request"][data-live]')).toHaveCount(1);
  await start.dblclick();
  await expect(page.locator(SKELETON)).toHaveCount(1);
  await expect(page.locator(SKELETON).locator('label', { hasText: 'Vehicle Number' })).toBeVisible();
  release();
  await expect(page.getByLabel('Vehicle Number')).toBeEditable();
  await expect(page.locator(SKELETON)).toHaveCount(0);
  await expect(page.getByTestId('service-number')).toHaveCount(1);
  await expect(page.locator('[data-island="request"] form')).toHaveCount(1);
});

test('without JavaScript the skeleton stays an inert template and the start view is as it was', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/vehicle-ekyc');
  await expect(page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true })).toBeVisible();
  await expect(page.locator('template[data-form-skeleton]')).toHaveCount(1);
  await expect(page.locator(SKELETON)).toHaveCount(0);
  await expect(page.getByText('Loading the form…')).toHaveCount(0);
  await context.close();
});
