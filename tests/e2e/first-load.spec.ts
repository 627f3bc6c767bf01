// What a phone downloads first: a service page's start view is its HTML and runs no React; its
// island's code (the entry's page data) comes at the visitor's first touch, and the form's code (rjsf
// and the entry's validator) when the visitor opens the form; and with Mantine's styles
// loaded per component, every Mantine element a visitor can reach is styled.
import { expect, test, type Page } from '@playwright/test';
import { ensureAccount } from './support/auth';
import { realCatalog } from './support/catalog';
import { te } from '../../src/shared/i18n/te';

const FORM_CODE = /\/assets\/form-view-[\w-]+\.js$/;
// The entry's page data and its validator are two chunks named after the entry.
const ENTRY_CHUNK = /\/assets\/vehicle-ekyc-[\w-]+\.js$/;
const REACT_DOM = /\/assets\/islands-hydrate-[\w-]+\.js$/;

/** Script files the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('a service page shows its start view without any island code, and the form code loads when the visitor opens the form', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/services/vehicle-ekyc');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => FORM_CODE.test(url) || ENTRY_CHUNK.test(url) || REACT_DOM.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
  await expect(page.getByTestId('service-number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Vehicle Number/ })).toBeVisible();
  expect(scripts.filter((url) => FORM_CODE.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => ENTRY_CHUNK.test(url))).toHaveLength(2);
});

/** The signed-in tests' account, made once: they only need someone signed in. */
const lakshmi = { name: 'Lakshmi Devi', phone: '9490012026', password: 'Shell#Pass2026' };

test('a signed-in page shows the site name and a loading notice in its language until its code has drawn it', async ({ page }) => {
  await ensureAccount(page.request, lakshmi);
  // The app's code is held back, as on a slow connection; the page was blank until it ran.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/te\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/te/dashboard', { waitUntil: 'commit' });
  const notice = page.getByRole('status').filter({ hasText: 'లోడ్ అవుతోంది…' });
  await expect(notice).toBeVisible();
  const { te: siteName } = realCatalog().site.name as { te: string };
  await expect(page.getByRole('link', { name: siteName })).toHaveAttribute('href', '/te');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('with JavaScript off a signed-in page says it needs JavaScript instead of loading for ever', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/te/dashboard');
  // Playwright's text matching skips <noscript>, which is where this line is: read what is drawn.
  expect(await page.locator('body').innerText()).toContain(te['page.needsScript']);
  await expect(page.locator('noscript p')).toBeVisible();
  await expect(page.getByText(te['page.loading'])).toBeHidden();
  await page.close();
});

/**
 * Holds the answers to `held` until the page asks for `awaited` (10 s at most) and notes, for each,
 * whether it had: a page that asks only after such an answer is a round trip slower on a phone.
 */
async function holdUntilAsked(page: Page, held: (string | RegExp)[], awaited: RegExp): Promise<string[]> {
  const notes: string[] = [];
  const asked = page.waitForRequest(awaited, { timeout: 10_000 }).then(
    () => 'asked',
    () => 'not asked',
  );
  for (const pattern of held) {
    await page.route(pattern, async (route) => {
      notes.push(`${await asked} while ${new URL(route.request().url()).pathname.replace(/-[\w-]{8}\.js$/, '')} was held`);
      await route.continue();
    });
  }
  return notes;
}

test('the code of a signed-in page loads at once, while the server says who is signed in', async ({ page }) => {
  await ensureAccount(page.request, lakshmi);
  const notes = await holdUntilAsked(page, ['**/api/auth/session', /\/assets\/dashboard-layout-[\w-]+\.js$/], /\/assets\/dashboard-home-[\w-]+\.js$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(notes.sort()).toEqual(['asked while /api/auth/session was held', 'asked while /assets/dashboard-layout was held']);
});

test('the admin console asks who is signed in while its code is on its way', async ({ page }) => {
  const notes = await holdUntilAsked(page, [/\/assets\/admin-console-[\w-]+\.js$/], /\/api\/admin\/me$/);
  await page.goto('/admin/requests');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/, { timeout: 15_000 });
  expect(notes).toEqual(['asked while /assets/admin-console was held']);
});

/**
 * Mantine's class names (m_xxxxxxxx) on the page that no loaded stylesheet has a rule for: a
 * component whose styles nobody imported.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const all = selectors.join('\n');
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList).filter((c) => /^m_[0-9a-f]{8}$/.test(c))));
    return [...used].filter((c) => !all.includes(`.${c}`));
  });
}

test.describe('Mantine styles per component', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/services/vehicle', '/rto-assistance', '/rto-assistance/transfer-ownership', '/vehicle-insurance', '/track', '/grievance', '/login', '/signup', '/sitemap']) {
    test(`every Mantine element of ${path} on a phone is styled`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await unstyledMantineClasses(page)).toEqual([]);
    });
  }

  test('the home page with its menu open and its forms loaded is styled', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });

  test('the form view is styled', async ({ page }) => {
    await page.goto('/services/vehicle-ekyc');
    await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed', exact: true }).click();
    await expect(page.getByTestId('service-number')).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });

  test('the wide-screen menus are styled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
});
