// Every public page is complete HTML before any JavaScript runs: readable and navigable with
// JavaScript off, fetched as plain HTML (as curl or a crawler would), and hydrated by the app with
// no warning and no visible change.
import { expect, test } from '@playwright/test';
import { publicPages } from '../../src/catalog/public-pages';
import { siteUrl } from '../../src/catalog/sitemap';
import { LANGUAGES, pathInLanguage } from '../../src/core/languages';
import { realCatalog, text } from './support/catalog';
import { EARLY_INPUT_SCRIPT } from '../../src/shared/early-input/early-input-script';
import { asHtml, collectProblems } from './support/page-problems';
import { wakeIslands } from './support/islands';

const catalog = realCatalog();
// Every public page in every language of the list (English, then /te/ …).
const pages = LANGUAGES.flatMap(({ code }) => publicPages(catalog.entries.map((e) => e.route), code).map((p) => p.path));
// The other languages' pages hydrate from their own builds: one page of each kind stands for the rest.
const otherLanguageSample = LANGUAGES.filter(({ prefix }) => prefix).flatMap(({ code }) =>
  ['/', '/services/vehicle', '/services/vehicle-ekyc', '/rto-assistance/transfer-ownership', '/track', '/privacy-policy', '/forgot-password'].map((path) => pathInLanguage(path, code)),
);
const ekyc = catalog.entries.find((e) => e.id === 'vehicle-ekyc')!;
// One page of each kind the build prerenders, in English.
const wideSample = ['/', '/services/vehicle', '/services/vehicle-ekyc', '/rto-assistance', '/rto-assistance/transfer-ownership', '/vehicle-services/car-valuation', '/vehicle-insurance', '/track', '/sitemap', '/privacy-policy', '/login'];

test('a plain request for a service page gets its title, heading, terms, description, canonical and Open Graph tags in the HTML', async ({ request }) => {
  const res = await request.get('/services/vehicle-ekyc');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await res.text();
  const title = text(ekyc.source.title);
  const description = asHtml(text(ekyc.source.description));
  expect(html).toContain(`<title>${asHtml(title)} | ${asHtml(text(catalog.site.name))}</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(title)}</h1>`));
  for (const term of ekyc.terms) expect(html).toContain(asHtml(text(term)));
  expect(html).toContain(`<meta name="description" content="${description}"/>`);
  const url = `${siteUrl(process.env.SITE_URL)}/services/vehicle-ekyc`;
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${asHtml(title)}"/>`);
  expect(html).toContain(`<meta property="og:description" content="${description}"/>`);
  // One inline script, the early-input one the Content-Security-Policy allows by its hash; every other
  // script comes from the site's own files.
  expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual([EARLY_INPUT_SCRIPT]);
});

test('an unknown path gets the not-found page with status 404; a signed-in page gets the app shell', async ({ request }) => {
  const missing = await request.get('/services/no-such-service');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  const shell = await request.get('/dashboard');
  expect(shell.status()).toBe(200);
  // The browser draws it; until then it shows a loading notice, not a blank page.
  expect(await shell.text()).toMatch(/<div id="root">[\s\S]*role="status"[\s\S]*Loading…/);
});

test("no public page has a <style> element of Mantine's: of a responsive style prop, a grid, or the theme (docs/architecture.md, 'No <style> in the page')", async ({ request }) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<style data-mantine-styles="([^"]*)">([^<]{0,80})/g)].map((match) => `${match[1]}: ${match[2]}`);
    expect(inline, `${path}: use a class of src/app/responsive.css or ResponsiveGrid; the theme's CSS is in the stylesheet (virtual:mantine-theme.css)`).toEqual([]);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its heading and content, and every link on it leads to a page', async ({ page, request }) => {
    const checked = new Map<string, number>();
    test.setTimeout(240_000);
    for (const path of pages) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim(), path).not.toBe('');
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
        if (!checked.has(href)) checked.set(href, (await request.get(href)).status());
        expect(checked.get(href), `${path} → ${href}`).toBe(200);
      }
    }
  });

  test('a visitor follows links from the home page to a category and a service', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').locator('a[href="/services/vehicle"]').first().click();
    await expect(page).toHaveURL('/services/vehicle');
    await page.getByRole('main').locator('a[href="/services/vehicle-ekyc"]').first().click();
    await expect(page).toHaveURL('/services/vehicle-ekyc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ekyc.source.title));
    await expect(page.getByRole('main')).toContainText(text(ekyc.terms[0]!));
  });
});

// Every route hydrates at 360 px with no warning or error in csp.spec.ts and catalog-pages.spec.ts
// (they visit each one at the suite's phone size); here one page of each kind hydrates on a wide
// screen too, where a layout that reads the width could render differently from the HTML.
for (const path of [...wideSample, ...otherLanguageSample]) {
  test(`${path} hydrates with no warning or error in the console on a wide screen`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 780 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated for real: the app sets this once its code runs (replay-early-input.ts), each island
    // `data-live` once React has committed its first render; the HTML has neither.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await wakeIslands(page);
    expect(problems, `${path} at 1280 px`).toEqual([]);
  });
}

test('hydration changes nothing a phone visitor sees on the first screen', async ({ browser }) => {
  test.setTimeout(90_000);
  const still = await browser.newPage({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });
  const live = await browser.newPage({ viewport: { width: 360, height: 780 } });
  for (const path of ['/', '/services/vehicle', '/services/vehicle-ekyc', '/rto-assistance/transfer-ownership', '/track']) {
    await still.goto(path);
    await live.goto(path, { waitUntil: 'networkidle' });
    // The app is running: React has committed its first render (the static HTML carries #root[data-prerendered]
    // too, so that would pass with no hydration at all; html[data-hydrated] is set only by the app).
    await expect(live.locator('html[data-hydrated]')).toBeAttached();
    const before = await still.screenshot({ animations: 'disabled' });
    const after = await live.screenshot({ animations: 'disabled' });
    if (!after.equals(before)) {
      await test.info().attach(`${path} without JavaScript`, { body: before, contentType: 'image/png' });
      await test.info().attach(`${path} hydrated`, { body: after, contentType: 'image/png' });
    }
    expect(after.equals(before), `${path}: the hydrated page looks as the HTML alone`).toBe(true);
  }
  await still.close();
  await live.close();
});
