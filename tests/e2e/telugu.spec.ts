// The Telugu site under /te/: served as Telugu HTML (lang, hreflang, canonical), read at 360 px with
// no sideways scroll and its own font, hydrated without a warning, accessible; the language switch
// both ways keeps a form's draft; the choice is remembered and the English home page suggests Telugu
// (never redirects).
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../src/catalog/sitemap';
import { te } from '../../src/shared/i18n/te';
import { teApi } from '../../src/shared/i18n/te-api';
import { expectNoViolations } from './support/axe';
import { realCatalog } from './support/catalog';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { asHtml, collectProblems } from './support/page-problems';
import { sendAfterReview } from './support/form-view';
import { uniquePhone } from './support/auth';
import { withTeluguFontInstalled } from '../../scripts/installed-telugu-font';
import { allowedWords, foreignWords } from '../../scripts/page-words';
import { typeDate } from './support/answer-field';

const catalog = realCatalog();
const SITE = siteUrl(process.env.SITE_URL);
const telugu = (value: string | { en: string; te?: string }) => (typeof value === 'string' ? value : (value.te ?? value.en));
const entry = (id: string) => catalog.entries.find((e) => e.id === id)!;
const ekyc = entry('vehicle-ekyc');

/** The small-screen panel has finished opening (a click during its animation may land elsewhere). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

test('a plain request gets the Telugu page as HTML: lang="te", its heading, its canonical URL and the alternates of both languages', async ({ request }) => {
  for (const [path, plain] of [
    ['/te/services/vehicle-ekyc', '/services/vehicle-ekyc'],
    ['/te/', '/'],
  ] as const) {
    // Canonical URLs have no trailing slash (the Telugu home page is /te).
    const canonical = path.replace(/(.)\/$/, '$1');
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('<html lang="te"');
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${canonical}"/>`);
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="${SITE}${plain}"/>`, 'i'));
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hreflang="te" href="${SITE}${canonical}"/>`, 'i'));
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="${SITE}${plain}"/>`, 'i'));
    expect(html, path).toContain(`data-prerendered="${path}"`);
  }
  const service = await (await request.get('/te/services/vehicle-ekyc')).text();
  expect(service).toMatch(new RegExp(`<h1[^>]*>${asHtml(telugu(ekyc.source.title))}</h1>`));
  expect(service).toContain(asHtml(te['terms.agree']));

  const english = await (await request.get('/services/vehicle-ekyc')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toMatch(new RegExp(`<link rel="alternate" hreflang="te" href="${SITE}/te/services/vehicle-ekyc"/>`, 'i'));
  // An English page carries no Telugu dictionary and no Telugu font.
  expect(english).not.toContain('/te/assets/');

  const shell = await request.get('/te/dashboard');
  expect(shell.status()).toBe(200);
  const shellHtml = await shell.text();
  expect(shellHtml).toContain('<html lang="te"');
  expect(shellHtml).toContain(`role="status"`);
  expect(shellHtml).toContain(te['page.loading']);
  const missing = await request.get('/te/services/no-such-service');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(new RegExp(`<h1[^>]*>${asHtml(te['notFound.title'])}</h1>`));

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}/services/vehicle-ekyc</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/te/services/vehicle-ekyc</loc>`);
});

test('the Telugu pages read in Telugu at 360 px: no sideways scroll, the Telugu font, hydrated with no warning, no axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page);
  const pages: [string, string][] = [
    ['/te/', telugu(catalog.site.name)],
    ['/te/services/vehicle-ekyc', telugu(ekyc.source.title)],
    ['/te/services/apply-learner-licence', telugu(entry('apply-learner-licence').source.title)],
    ['/te/rto-assistance/transfer-ownership', telugu(entry('transfer-ownership').source.title)],
    ['/te/forgot-password', te['reset.title']],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'te');
    if (path !== '/te/') await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Telugu' && face.status === 'loaded');
    });
    expect(fontLoaded, `${path}: Noto Sans Telugu loaded`).toBe(true);
    await expectNoViolations(page, path);
    expect(problems, path).toEqual([]);
  }

  // The form speaks Telugu: labels, the alert of a send with empty fields.
  await page.goto('/te/services/vehicle-ekyc', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: te['terms.agree'] }).click();
  const firstField = ekyc.source.fields![0]!;
  await expect(page.getByLabel(telugu(firstField.label)).first()).toBeVisible();
  await page.getByRole('button', { name: te['review.continue'] }).click();
  await expect(page.getByTestId('form-alert')).toContainText(te['form.problems']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Each problem in Telugu, a link to its question, worded from the field's kind and label.
  await expect(page.getByTestId('form-problems').getByRole('link').first()).toHaveText(`${telugu(firstField.label)} నమోదు చేయండి`);
  await expectNoViolations(page, '/te/services/vehicle-ekyc form');
});

test('the Telugu home figures, written in full (15,00,000+), stay inside their own columns at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/te');
  const boxes = await page.locator('.hero-figure').evaluateAll((figures) =>
    figures.map((figure) => {
      const cell = figure.parentElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(figure);
      const text = range.getBoundingClientRect();
      return { text: figure.textContent, inside: text.left >= cell.left - 0.5 && text.right <= cell.right + 0.5 };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  // Before: 26 px bold ran "15,00,000+" past its 150 px column into the next figure.
  expect(boxes.filter((box) => !box.inside)).toEqual([]);
});

test('the Telugu pages with cases name each case in Telugu once hydrated: no English option, no Latin word off the allow-list', async ({ page }) => {
  test.setTimeout(180_000);
  const allowed = allowedWords();
  // The pages whose documents, steps, notes or fees have a case (before, 8 of them printed its English option).
  const withCases = catalog.entries.filter(({ source: { fields: _fields, ...guidance } }) => JSON.stringify(guidance).includes('"showWhen"'));
  expect(withCases.length).toBeGreaterThanOrEqual(8);
  for (const { route, source } of withCases) {
    const path = `/te${route}`;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
    const labels = await page.getByTestId('case-label').allTextContents();
    expect(labels.length, path).toBeGreaterThan(0);
    const english = (source.fields ?? []).flatMap((f) => (f.options ?? []).flatMap((o) => (typeof o === 'string' || !o.te ? [] : [o.en])));
    for (const label of labels) {
      expect(label, path).toMatch(/ అయితేనే$/);
      expect(english.filter((value) => label.includes(`‘${value}’`)), `${path}: ${label}`).toEqual([]);
    }
    const words = foreignWords(await page.content(), allowed).map((w) => w.word);
    expect(words, path).toEqual([]);
  }
});

test("a wrong mobile number is refused in Telugu on /te/track and in the home page's contact form", async ({ page }) => {
  await page.goto('/te/track');
  await page.getByLabel(te['track.serviceNumber']).fill('VS123456042');
  await page.getByLabel(te['track.phone']).fill('12345');
  await page.getByRole('button', { name: te['track.submit'] }).click();
  await expect(page.getByText(te['api.phone.invalid'])).toBeVisible();

  await page.goto('/te/#contact');
  const contact = page.locator('#contact');
  await contact.getByLabel(te['contact.phoneField']).fill('12345');
  await contact.getByRole('button', { name: te['contact.send'] }).click();
  await expect(contact.getByText(te['api.phone.invalid'])).toBeVisible();
});

/** Every consonant doubled under its virama, with a vowel sign: one conjunct each. */
const DOUBLED = Array.from({ length: 0x0c39 - 0x0c15 + 1 }, (_, i) => 0x0c15 + i)
  .filter((point) => point !== 0x0c29) // unassigned
  .map((point) => String.fromCodePoint(point))
  .map((consonant) => `${consonant}\u0c4d${consonant}ా`);
/** Words whose syllables join letters into one shape, some with letters no text of the site has (ఞ, ఋ, ఔ, ఙ, ఱ, ౠ). */
const CONJUNCTS = ['జ్ఞానేశ్వర్', 'ఋషికేశ్', 'ఔషధం', 'లక్ష్మీ', 'స్త్రీ', 'శ్రీకాకుళం', 'ఙ్ఞ', 'ఱ్ఱ', 'ౠ', ...DOUBLED];

test('Telugu pages fetch only the cut of their font, which draws every syllable as the whole font does; a letter outside it fetches the whole font', async ({ page }) => {
  const fonts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname);
  });
  await page.goto('/te/', { waitUntil: 'networkidle' });
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  await page.goto('/te/services/vehicle-ekyc', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: te['terms.agree'] }).click();
  await expect(page.getByTestId('service-number')).toBeVisible();
  expect([...fonts].sort()).toEqual([...preloaded].sort());

  // Drawn on the page, the words need only the cut; a Telugu digit, not in it, fetches the whole font.
  const draw = (words: string[]) =>
    page.evaluate(async (words) => {
      for (const word of words) {
        const span = document.createElement('span');
        span.textContent = word;
        span.style.font = '40px "Noto Sans Telugu"';
        document.body.append(span);
      }
      await document.fonts.ready;
    }, words);
  await draw(CONJUNCTS);
  expect([...fonts].sort(), 'the modern letters need only the cut').toEqual([...preloaded].sort());
  await draw(['౧౨']);
  await expect.poll(() => fonts.size).toBe(3);
  const [whole] = [...fonts].filter((font) => !preloaded.includes(font));
  expect(whole, 'the whole font, for a letter outside the cut').toMatch(/^\/te\/assets\/noto-sans-telugu-telugu-400-normal-[\w-]+\.woff2$/);

  // Each word in the page's font beside the same word in the whole font alone: a syllable drawn from two fonts would be wider.
  const widths = await page.evaluate(
    async ({ words, url }) => {
      document.fonts.add(await new FontFace('Whole Telugu', `url(${url})`).load());
      const width = (word: string, family: string) => {
        const span = document.createElement('span');
        span.textContent = word;
        span.style.cssText = `font: 40px ${family}; white-space: nowrap`;
        document.body.append(span);
        const { width } = span.getBoundingClientRect();
        span.remove();
        return Math.round(width * 10) / 10;
      };
      return words.map((word) => ({ word, page: width(word, '"Noto Sans Telugu"'), whole: width(word, '"Whole Telugu"') }));
    },
    { words: CONJUNCTS, url: whole! },
  );
  expect(widths.filter(({ page, whole }) => page !== whole)).toEqual([]);
});

test('a request sent from a Telugu page opens WhatsApp with a Telugu message that starts with the service number and English name', async ({ page }) => {
  await recordWindowOpen(page, { allow: true });
  const renewal = entry('driving-licence-renewal');
  await page.goto('/te/services/driving-licence-renewal');
  await page.getByRole('button', { name: te['terms.agree'] }).click();
  const serviceNumber = (await page.getByTestId('service-number').textContent())?.match(/[A-Z]+\d{14}/)?.[0] ?? '';
  await page.locator('#root_expiry').selectOption('It has not expired yet');
  await page.locator('#root_transport').selectOption('No');
  await page.locator('#root_licenceNumber').fill('AP0120190001234');
  await typeDate(page, 'dateOfBirth', '1990-04-12');
  await page.locator('#root_mobileNumber').fill('9876501234');
  await sendAfterReview(page);
  await expect.poll(async () => (await openedCalls(page)).length).toBe(1);
  const [url = ''] = (await openedCalls(page))[0] ?? [];
  const text = new URL(url).searchParams.get('text') ?? '';
  const title = renewal.source.title as { en: string; te: string };
  expect(text.split('\n')[0]).toBe(`${serviceNumber} · ${title.en}`);
  expect(text).toContain(`${te['message.serviceName']}: ${title.te}`);
  expect(text).toContain('AP0120190001234');
  expect(text).not.toContain('Service Name');
  // A choice reads as the visitor chose it, in Telugu: the English value stays the form's value only.
  const field = (name: string) => renewal.source.fields!.find((f) => f.name === name)!;
  const option = (name: string, value: string) => telugu(field(name).options!.find((o) => (typeof o === 'string' ? o : o.en) === value)!);
  expect(text).toContain(`${telugu(field('expiry').label)}: ${option('expiry', 'It has not expired yet')}`);
  expect(text).toContain(`${telugu(field('transport').label)}: ${option('transport', 'No')}`);
  expect(text).not.toContain('It has not expired yet');
});

test('an English page shows "తెలుగు" in its own small font and never downloads the whole Telugu font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/services/vehicle-ekyc', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'తెలుగు' })).toBeVisible();
  // Each weight of Noto Sans Telugu twice: the whole font and its cut (scripts/telugu-font-cut.ts).
  expect(await fontStatus(page)).toEqual({ 'Noto Sans Telugu': ['unloaded', 'unloaded', 'unloaded', 'unloaded'], 'Telugu Language Name': ['loaded'] });
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/telugu-name-font-[\w-]+\.woff2$/)]);
});

test('a phone that has Noto Sans Telugu itself (Android does) downloads no Telugu font: the Telugu pages draw with its own copy', async ({ playwright, launchOptions, baseURL }) => {
  const browser = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, ...(await withTeluguFontInstalled()) } });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 360, height: 780 } });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/te/', '/te/services/vehicle-ekyc']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Each weight twice (the whole font and its cut), every one drawn from the installed copy.
      expect((await fontStatus(page))['Noto Sans Telugu'], path).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
      expect(await page.locator('link[as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).rel)), path).toEqual(['x-font', 'x-font']);
    }
    expect(fonts).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** Each declared font family's faces and whether the page has downloaded them, once fonts settle. */
function fontStatus(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const status: Record<string, string[]> = {};
    for (const face of document.fonts) (status[face.family.replace(/"/g, '')] ??= []).push(face.status);
    return status;
  });
}

test('the switch goes to the same page in the other language and back, keeping the form draft', async ({ page }) => {
  await page.goto('/services/vehicle-ekyc', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' }).click();
  const serviceNumber = await page.getByTestId('service-number').textContent();
  await page.locator('#root_vehicleNumber').fill('AP39BJ1234');

  await page.getByRole('button', { name: 'Menu' }).click();
  const toTelugu = page.getByRole('link', { name: 'తెలుగు' });
  await expect(toTelugu).toHaveAttribute('lang', 'te');
  await settled(page);
  await toTelugu.click();
  await expect(page).toHaveURL('/te/services/vehicle-ekyc');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.locator('#root_vehicleNumber')).toHaveValue('AP39BJ1234');
  await expect(page.getByTestId('service-number')).toHaveText(serviceNumber!);
  await expect(page.getByLabel(telugu(ekyc.source.fields![0]!.label)).first()).toBeVisible();

  await page.getByRole('button', { name: te['nav.menu'] }).click();
  const toEnglish = page.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await settled(page);
  await toEnglish.click();
  await expect(page).toHaveURL('/services/vehicle-ekyc');
  await expect(page.locator('#root_vehicleNumber')).toHaveValue('AP39BJ1234');
  await expect(page.getByTestId('service-number')).toHaveText(serviceNumber!);

  // The account pages' plain top bar has the switch too.
  await page.goto('/te/forgot-password');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/forgot-password');
});

test('on a page that hydrates island by island, the switch keeps the section the visitor is at', async ({ page }) => {
  await page.goto('/#contact', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Menu' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'తెలుగు' }).click();
  await expect(page).toHaveURL('/te/#contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
});

test.describe('with a browser that prefers Telugu', () => {
  test.use({ locale: 'te-IN' });

  test('the English home page suggests the Telugu site without redirecting; "No" is remembered', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL('/');
    const suggestion = page.getByRole('region', { name: 'ఈ సైట్ తెలుగులో కూడా ఉంది.' });
    await expect(suggestion.getByRole('link', { name: 'తెలుగులో చూడండి' })).toHaveAttribute('href', '/te/');
    await expectNoViolations(page, '/ with the suggestion');
    // In Telugu letters even where the phone has no Telugu font: the suggestion brings the font.
    expect((await fontStatus(page))['Noto Sans Telugu']).toContain('loaded');
    await suggestion.getByRole('button').click();
    await expect(suggestion).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(suggestion).toBeHidden();
  });
});

test('a visitor who chose Telugu is offered it again on the English home page; one who did not is not', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const suggestion = page.getByRole('region', { name: 'ఈ సైట్ తెలుగులో కూడా ఉంది.' });
  await expect(suggestion).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'తెలుగు' }).click();
  await expect(page).toHaveURL(/\/te\/?$/);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('link').click();
  await expect(page).toHaveURL(/\/te\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
});

test("the API's refusals speak Telugu: the page shows the answer's code from its own dictionary", async ({ page }) => {
  await page.goto('/te/login');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // A number nobody signed up with: the same 401 as a wrong password, and no account gets locked.
  await page.getByRole('textbox', { name: te['auth.phone'] }).fill(uniquePhone('6'));
  await page.getByRole('textbox', { name: te['auth.password'], exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: te['login.submit'], exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(teApi['api.auth.invalid_login']);
});
