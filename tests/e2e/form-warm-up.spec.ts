// A service page fetches what its start button needs while the visitor reads it, so the tap fetches
// no code; under Data Saver it waits for the tap (src/app/warm-form.ts).
import { expect, test, type Page } from '@playwright/test';

const FORM_VIEW = /\/assets\/form-view-[^/]*\.js$/;

/** Every script the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return scripts;
}

test('the form view and its validator are fetched before the tap, and the tap fetches no script', async ({ page }) => {
  const formView = page.waitForResponse(FORM_VIEW);
  await page.goto('/services/vehicle-ekyc');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The visitor reads: a scroll starts the fetch.
  await page.mouse.wheel(0, 200);
  await formView;
  await page.waitForLoadState('networkidle');
  const afterTap = scriptsRequested(page);
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
  await expect(page.getByLabel('Vehicle Number')).toBeEditable();
  await page.getByLabel('Vehicle Number').fill('AP39BJ1234');
  await expect(page.getByLabel('Vehicle Number')).toHaveValue('AP39BJ1234');
  expect(afterTap).toEqual([]);
});

test('under Data Saver the form\'s code waits for the tap', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const scripts = scriptsRequested(page);
  await page.goto('/te/services/vehicle-fitness');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.mouse.wheel(0, 200);
  await page.waitForLoadState('networkidle');
  // Longer than warm-form's wait for an idle moment after a scroll (1 s at most).
  await page.waitForTimeout(2500);
  expect(scripts.filter((url) => FORM_VIEW.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'నిబంధనలు మరియు షరతులకు అంగీకరిస్తున్నాను - కొనసాగించండి', exact: true }).click();
  await expect(page.getByTestId('service-number')).toBeVisible();
  expect(scripts.filter((url) => FORM_VIEW.test(url))).toHaveLength(1);
});

test('the start button answers the tap at once: busy, its view hidden behind the form\'s skeleton until the form opens', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-hydrate-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/services/vehicle-ekyc');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const start = page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true, includeHidden: true });
  await start.click();
  await expect(start).toHaveAttribute('aria-busy', 'true');
  await expect(start).toBeHidden();
  await expect(page.locator('[data-form-skeleton]:not(template)')).toBeVisible();
  release();
  await expect(page.getByLabel('Vehicle Number')).toBeEditable();
  await expect(start).toHaveCount(0);
});
