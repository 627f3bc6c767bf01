// Every page in the pseudo-locale (docs/translation.md, "The pseudo-locale"), at 360 px: a text that
// reads plain English was written in the code instead of going through the i18n layer, and a page
// that scrolls sideways or a text wider than its box would break as soon as a translation runs
// longer than the English. The site is the pseudo build (dist-pseudo/, playwright.pseudo.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../../src/catalog/public-pages';
import { LANGUAGES } from '../../src/core/languages';
import { pseudo } from '../../scripts/pseudo-locale';
import { newAdmin, signInAdmin } from '../e2e/support/admin';
import { uniquePhone } from '../e2e/support/auth';
import { realCatalog } from '../e2e/support/catalog';
import { startButtonName } from '../e2e/support/form-view';

const catalog = realCatalog();
const pages = [...publicPages(catalog.entries.map((e) => e.route)).map((p) => p.path), '/no-such-page'];
// The form view of one entry per way in (terms first, an info page first; a partner's form hands off
// at once), sent empty so that every required field shows its message (or, with none, the answers).
const forms = [...new Map(catalog.entries.filter((e) => e.form && e.source.kind !== 'partner' && startButtonName(e)).map((e) => [e.start, e])).values()];

/**
 * Texts that are not translated, so not pseudo: each language's name in its own script (the
 * switch); what has no Latin letter (numbers, ₹ amounts, +91 phone numbers, punctuation); a code of
 * capitals and digits (a service number VS123456789, a vehicle number AP39BJ1234); an e-mail address; a date, which Intl writes in the page's locale (en-IN here); and a form's official number
 * (`Form 26`, the catalogue's `info.forms`, the same in every language). Anything else plain is a finding.
 */
const KEPT: string[] = LANGUAGES.map((l) => l.name);
const KEPT_PATTERNS = [/^[^A-Za-z]*$/, /^[A-Z0-9]*\d[A-Z0-9]*$/, /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, /^\d{1,2} [A-Z][a-z]+ \d{4}$/, /^Form \d+[A-Z]?$/].map((re) => re.source);

interface Finding {
  kind: 'plain' | 'overflow';
  text: string;
  where: string;
}

/**
 * Every visible text and label of the page that is not pseudo, and every box its text overflows.
 * `data`: values the test itself put there (a username), which are not the app's texts.
 */
function findings(page: Page, data: { kept?: string[]; patterns?: RegExp[] } = {}): Promise<Finding[]> {
  return page.evaluate(
    ({ kept, patterns }) => {
      const found: Finding[] = [];
      const isPseudo = (text: string) => /^\[[^]*\]$/.test(text);
      const isKept = (text: string) => isPseudo(text) || kept.includes(text) || patterns.some((p) => new RegExp(p).test(text));
      const where = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}>`;
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) found.push({ kind: 'overflow', text: `the page is ${document.documentElement.scrollWidth} px wide at ${width} px`, where: '<html>' });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const el = node.parentElement;
        if (!text || !el || el.closest('script, style, noscript') || !el.checkVisibility({ visibilityProperty: true })) continue;
        if (!isKept(text)) found.push({ kind: 'plain', text, where: where(el) });
        // A 1 px box is text for screen readers only (visually hidden on purpose).
        if (el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) found.push({ kind: 'overflow', text: `${el.scrollWidth} px of text in a ${el.clientWidth} px box: ${text.slice(0, 60)}`, where: where(el) });
      }
      for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
        if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = el.getAttribute(name)?.trim();
          if (value && !isKept(value)) found.push({ kind: 'plain', text: `${name}="${value}"`, where: where(el) });
        }
      }
      return found;
    },
    { kept: [...KEPT, ...(data.kept ?? [])], patterns: [...KEPT_PATTERNS, ...(data.patterns ?? []).map((re) => re.source)] },
  );
}

for (const path of pages) {
  test(`${path} reads only pseudo text and nothing overflows at 360 px`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await page.title(), 'the page title').toMatch(/^\[/);
    expect(await findings(page)).toEqual([]);
  });
}

for (const entry of forms) {
  test(`${entry.route}: the form view and its messages read only pseudo text and nothing overflows at 360 px`, async ({ page }) => {
    await page.goto(entry.route, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: pseudo(startButtonName(entry)!), exact: true }).click();
    await expect(page.getByTestId('service-number')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"], [data-testid="review"]').first()).toBeVisible();
    expect(await findings(page)).toEqual([]);
  });
}

// The signed-in pages (client-only, so not in the list above) and a public page that reads its query.
const SIGNED_IN = ['/dashboard', '/dashboard/applications', '/dashboard/activities', '/dashboard/vehicles', '/dashboard/reminders', '/dashboard/settings', '/dashboard/payments', '/dashboard/profile'];

test('the signed-in pages and the vehicle details page read only pseudo text and nothing overflows at 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  // A name with no Latin letter: the visitor's own words are not the app's texts.
  const signup = await page.request.post('/api/auth/signup', { data: { name: 'రవి కుమార్', phone: uniquePhone('9'), password: 'Pseudo-locale-2026!', consents: ['account'] } });
  expect(signup.status(), await signup.text()).toBe(201);
  const found: Record<string, Finding[]> = {};
  for (const path of [...SIGNED_IN, '/vehicle-details?number=AP39BJ1234']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(new URL(page.url()).pathname, 'still signed in, not sent to the login page').toBe(path.split('?')[0]);
    const problems = await findings(page);
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

// The desk's console, signed in as an admin. Not yet its Services section: the cards it edits are the
// server's copy of the catalogue's texts, in English only (src/server/services/catalog-seed.ts), so
// they read English on the Telugu console too (docs/translation.md, "The pseudo-locale").
const CONSOLE = ['/admin/login', '/admin/requests', '/admin/feedback', '/admin/grievances', '/admin/activity', '/admin/admins'];
// What the console shows as data: the admin's username (and the log's record of its creation,
// "<username> (admin)", as the server wrote it), the CLI as an actor, the log's ids, its action codes
// (shown beside their names on purpose, as the server's logs write them) and its times.
const CONSOLE_DATA = [/^cli$/, /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/, /^[a-z]+(\.[a-z_]+)+$/, /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/];

test("the desk's console reads only pseudo text and nothing overflows at 360 px", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = newAdmin('admin', '.data/e2e-pseudo');
  const found: Record<string, Finding[]> = {};
  for (const path of CONSOLE) {
    // The login page first, signed out; then every section signed in.
    if (path === '/admin/requests') await signInAdmin(page.request, admin);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(new URL(page.url()).pathname).toBe(path);
    const problems = await findings(page, { kept: [admin.username, `${admin.username} (admin)`], patterns: CONSOLE_DATA });
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

test('the check finds a text written in the code and a box it overflows (it is not vacuous)', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const plain = document.createElement('p');
    plain.textContent = 'Written in the code';
    const narrow = document.createElement('div');
    narrow.style.width = '40px';
    narrow.textContent = '[Ŵŕíţţéñíñţĥéçóđéŵíţĥóúţšƥáçéš ~~~~~]';
    document.querySelector('main')!.append(plain, narrow);
  });
  const found = await findings(page);
  expect(found).toContainEqual({ kind: 'plain', text: 'Written in the code', where: '<p>' });
  expect(found.some((f) => f.kind === 'overflow' && f.where === '<div>')).toBe(true);
});
