// A prerendered page is on screen before its code has run. On a slow phone the visitor taps and types
// in that moment: what they did must happen once the app has hydrated, and a form must never be sent
// natively (its fields would land in the address). Each test holds the page's code back, acts, then
// lets it load.
import { expect, test, type Page } from '@playwright/test';
import { ensureAccount, uniquePhone } from './support/auth';
import { afterNextPaint } from './support/frames';

/** Holds back the page's entry script until the returned function is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(index|islands)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openBeforeCode(page: Page, path: string): Promise<() => void> {
  const release = await holdPageCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return release;
}

test('a tap on a service page\'s start button before the code has loaded opens the form once it has', async ({ page }) => {
  const release = await openBeforeCode(page, '/services/vehicle-ekyc');
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
  await expect(page.getByTestId('service-number')).toHaveCount(0);
  release();
  await expect(page.getByTestId('service-number')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

// With a query the prerendered page did not have (the home page's vehicle search links this way), the
// router settles the address as it hydrates and the button can be drawn anew: the tap waits for it.
test('a tap before the code has loaded still lands on a page opened with a pre-filled vehicle number', async ({ page }) => {
  for (let visit = 0; visit < 3; visit++) {
    const release = await openBeforeCode(page, '/services/vehicle-ekyc?vehicleNumber=ap39bj1234');
    await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
    release();
    await expect(page.getByLabel('Vehicle Number')).toHaveValue('AP39BJ1234');
    await page.evaluate(() => sessionStorage.clear());
    await page.unroute(/\/assets\/(index|islands)-[^/]*\.js$/);
  }
});

test('a page scrolled before the code has loaded stays where it is, and a tap there still lands', async ({ page }) => {
  const release = await openBeforeCode(page, '/vehicle-services/sell-car');
  const start = page.getByRole('button', { name: 'Sell Your Car Now', exact: true });
  await start.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The router's first render is where it used to send the page back to the top.
  await afterNextPaint(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await start.click();
  await expect(page.getByTestId('service-number')).toBeVisible();
});

test('once the app runs, a link from far down a page opens the next page at its top', async ({ page }) => {
  await page.goto('/vehicle-services/sell-car');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'RTO Assistance', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page).toHaveURL('/rto-assistance');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a number typed and sent before the code has loaded is checked once it has, and never put in the address', async ({ page }) => {
  const release = await openBeforeCode(page, '/forgot-password');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone('6'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('status').first()).toHaveText('If this number has an account, we have sent it an OTP by SMS. No OTP? Check the number, or sign up.');
  expect(new URL(page.url()).search).toBe('');
});

test('a sign-in typed and sent before the code has loaded, on a page with a query, signs in once it has', async ({ page, request }) => {
  const account = { name: 'Early Typist', phone: uniquePhone('8'), password: 'Guntur#Chilli57' };
  await ensureAccount(request, account);
  await page.context().clearCookies();
  const release = await openBeforeCode(page, '/login?redirect=%2Fdashboard%2Fprofile');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  release();
  await expect(page).toHaveURL('/dashboard/profile');
});

test('Enter in a field before the code has loaded does not send the form natively', async ({ page }) => {
  const release = await openBeforeCode(page, '/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#Pass1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(page.url()).not.toContain('Secret');
});

test('"Search your vehicle" tapped before the code has loaded puts the cursor in the number box', async ({ page }) => {
  const release = await openBeforeCode(page, '/');
  await page.getByRole('link', { name: 'Search your vehicle' }).click();
  release();
  await expect(page.getByTestId('vehicle-search-input')).toBeFocused();
});

// The home page's forms are in its HTML, so a visitor can fill one in before its code has arrived.
test('the feedback form filled in before its code has loaded, stars and service included, is sent as filled', async ({ page }) => {
  await page.route('**/api/feedback', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { message: 'Thank you for your feedback.' } }) : route.fallback()));
  const release = await openBeforeCode(page, '/');
  const feedback = page.locator('#feedback');
  await feedback.getByLabel('Your Name').fill('Lakshmi');
  await feedback.getByRole('radio', { name: '4 stars' }).check();
  await feedback.getByLabel('Service Used').selectOption('RC Card');
  await feedback.getByLabel('Your Feedback').fill('Quick help with my RC card.');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
  release();
  expect((await posted).postDataJSON()).toEqual({ name: 'Lakshmi', rating: 4, message: 'Quick help with my RC card.', service_type: 'RC Card' });
  await expect(feedback.getByTestId('feedback-success')).toContainText('Thank you for your feedback!');
});

// On a phone the menu opens without React (src/shared/layout/menu-panel.ts): a tap held before any
// code ran opens it as soon as the small islands entry runs, and it opens and closes while React DOM
// is still on its way; the tap wakes the header, which takes the panel over as it is.
test('on a phone, the menu opens at the first tap without waiting for React, and the header takes it over open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const hold = async (pattern: RegExp) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const releaseEntry = await hold(/\/assets\/islands-(?!hydrate)[^/]*\.js$/);
  const releaseReact = await hold(/\/assets\/islands-hydrate-[^/]*\.js$/);
  await page.goto('/services/vehicle-ekyc', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Menu' });
  const panel = page.locator('#mobile-nav');
  const header = page.locator('[data-island="header"]');

  // Before any code: the tap is held.
  await button.click();
  await expect(panel).toBeHidden();
  // The islands entry runs: the held tap opens the menu, with React DOM still held back.
  releaseEntry();
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'RTO Assistance', exact: true })).toBeVisible();
  expect(await header.getAttribute('data-live')).toBeNull();
  // Closed and opened again, still without React; Escape closes it onto its button.
  await button.click();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  expect(await header.getAttribute('data-live')).toBeNull();

  // React arrives: the header (woken by the first tap) hydrates the open panel as it is, and its rows work.
  releaseReact();
  await expect(header).toHaveAttribute('data-live', '');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Services' }).click();
  await expect(panel.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(panel).toBeHidden();
  // Reopened, its rows start folded.
  await button.click();
  await expect(panel.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
});

// Nothing of React runs until the visitor reaches for an island. What the start button needs (React
// DOM, the form) is fetched as module preloads, which run nothing (src/app/warm-form.ts); the other
// islands' code, the header's, is not fetched.
test('a service page wakes no island at load and fetches no island\'s code but its form\'s', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/services/vehicle-ekyc');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island][data-live]')).toHaveCount(0);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.some((name) => /header-island/.test(name))).toBe(false);
  expect(await page.locator('[data-island]').evaluateAll((islands) => islands.filter((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer$'))).length)).toBe(0);
});
