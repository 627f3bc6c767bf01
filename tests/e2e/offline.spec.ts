// Works when the signal drops (docs/offline.md): after one visit online, the service worker keeps the
// pages visited and their language's code, so the page and its form open offline; a request sent
// offline says that WhatsApp needs a connection, keeps the answers, is recorded once the connection
// returns and then offers WhatsApp. In English and in Telugu, with the texts of the i18n layer.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { languageCore } from '../../scripts/service-worker-build';
import { appShellAddress } from '../../src/catalog/public-pages';
import { LANGUAGES, type Lang } from '../../src/core/languages';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { restoreConnection, seesOffline } from './support/connection';
import { createAccount, uniquePhone } from './support/auth';
import { fillRenewal } from './support/renewal-form';
import { formShown, sendAfterReview, tapAtScreenBottom } from './support/form-view';
import { nextBuild, readBuild, type Build } from './support/next-build';
import { realCatalog, text } from './support/catalog';
import { expectNoViolations } from './support/axe';
import { KEPT_DAYS } from '../../src/engine/drafts';
import { localize } from '../../src/core/text';
import { startLocalServer } from '../server/helpers/local-server';
import { freePort } from '../server/helpers/firestore-emulator';

const catalog = realCatalog();

// A phone's screen: the notices of a request sent offline appear below the send button, near its bottom edge.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const LANGS = [
  { lang: 'en', prefix: '', texts: en as Record<string, string> },
  { lang: 'te', prefix: '/te', texts: te as Record<string, string> },
] as const;

/** How many files the worker keeps for a language: the build's own list (scripts/service-worker-build.ts), its preloaded fonts included. */
function coreSize(prefix: string, dist = 'dist'): number {
  return languageCore(`${dist}${prefix}`, prefix).length;
}


/** Waits until the worker controls the page and keeps the page, the whole core of its language and its app shell. */
async function keptOffline(page: Page, lang: Lang, files: number) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const shell = appShellAddress(lang);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([l, address]) => {
            const names = await caches.keys();
            const core = names.find((n) => n.startsWith(`rto-core-${l}-`));
            const pages = names.find((n) => n.startsWith('rto-pages-'));
            const kept = pages ? await (await caches.open(pages)).match(address) : undefined;
            return { core: core ? (await (await caches.open(core)).keys()).length : 0, shell: kept !== undefined };
          },
          [lang, shell] as const,
        ),
      { timeout: 30_000 },
    )
    .toEqual({ core: files, shell: true });
}

for (const { lang, prefix, texts } of LANGS) {
  test(`${lang}: a visited page and its form open offline; a request sent offline waits for the connection, is recorded, then WhatsApp opens`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => void (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
    await recordWindowOpen(page, { allow: true });
    const form = `${prefix}/services/driving-licence-renewal`;

    // Online: the first visit registers the worker, which keeps this page and the language's core.
    await page.goto(form);
    await keptOffline(page, lang, coreSize(prefix));
    // A second page, visited through the worker.
    await page.goto(prefix || '/');
    await expect(page.locator('h1')).toBeVisible();

    await context.setOffline(true);
    // The pages come from the worker's cache, and the form's code too (never opened online).
    await page.goto(form);
    await seesOffline(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: texts['terms.agree'] }).click();
    const { serviceNumber, phone } = await fillRenewal(page);

    // The draft outlives a reload offline: the page opens straight in the form with the answers.
    await page.reload();
    await seesOffline(page);
    await expect(page.getByTestId('service-number')).toHaveText(serviceNumber);
    await expect(page.locator('#root_licenceNumber')).toHaveValue('AP0120190001234');
    await expect(page.locator('#root_mobileNumber')).toHaveValue(phone);

    // Sent offline: nothing opens; the page says why and what happens next.
    await page.locator('form button[type="submit"]').click();
    await tapAtScreenBottom(page.getByTestId('review-send'));
    const waiting = page.getByTestId('offline-handoff');
    await expect(waiting).toContainText(texts['offline.title']!);
    // It appears below the button, at the screen's bottom edge: the page brings it whole into view
    // (0.99: to a fraction of a pixel).
    await expect(waiting).toBeInViewport({ ratio: 0.99 });
    await expect(waiting).toContainText(texts['offline.text']!);
    expect(await openedCalls(page)).toHaveLength(0);

    // The connection returns: the request is recorded, then WhatsApp is offered.
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
    await restoreConnection(context);
    const post = await recorded;
    expect(post.status()).toBe(201);
    expect(post.request().postDataJSON()).toMatchObject({ entryId: 'driving-licence-renewal', serviceNumber, phone, language: lang });
    const ready = page.getByTestId('offline-handoff-ready');
    await expect(ready).toContainText(texts['offline.back']!);
    await expect(ready).toBeInViewport({ ratio: 0.99 });
    await expect(ready.getByTestId('track-request-link')).toBeVisible();
    await ready.getByTestId('offline-send').click();
    const opened = await openedCalls(page);
    expect(opened).toHaveLength(1);
    expect(opened[0]![0]).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(opened[0]![0])).toContain(serviceNumber);
    await expect(page.getByTestId('form-sent')).toBeVisible();
    // Nothing of the API is ever kept; the worker and the manifest ran under the site's CSP.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('a tracked service number is kept in no cache key: /track?serviceNumber=… is kept as /track, and opens offline with the number', async ({ page, context }) => {
  const serviceNumber = 'VS123456042';
  await page.goto('/');
  await keptOffline(page, 'en', coreSize(''));
  await page.goto(`/track?serviceNumber=${serviceNumber}`);
  const field = page.locator('input[name="serviceNumber"]');
  await expect(field).toHaveValue(serviceNumber);
  const keys = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  await expect.poll(async () => (await keys()).map((url) => new URL(url).pathname), { timeout: 10_000 }).toContain('/track');
  expect((await keys()).filter((url) => url.includes(serviceNumber) || url.includes('serviceNumber'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/track?serviceNumber=${serviceNumber}`);
  await expect(field).toHaveValue(serviceNumber);
});

// The notice says the answers stay on the phone: they do when the tab (or the installed app) is
// closed before the connection returns. A new tab opens the form with them, and the request is
// recorded by the queue of whatever page is open when the connection returns.
test('a request sent offline outlives its tab: a new tab opens it with its answers, and it is recorded when the connection returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  const renewal = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!;
  const form = '/services/driving-licence-renewal';
  await page.goto(form);
  await keptOffline(page, 'en', coreSize(''));

  // Filled online; the signal drops before it is sent.
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  const { serviceNumber, phone } = await fillRenewal(page);
  await context.setOffline(true);
  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toContainText(en['offline.text']);
  await page.close();

  // Still offline, in a new tab on the home page (never opened: the worker answers with the app
  // shell): the request is named, and its link opens the form with the answers and the same number.
  const again = await context.newPage();
  await recordWindowOpen(again, { allow: true });
  await again.goto('/');
  await seesOffline(again);
  const unsent = again.getByRole('region', { name: en['unsent.title'] });
  await expect(unsent).toContainText(serviceNumber);
  await unsent.getByRole('link', { name: text(renewal.source.title) }).click();
  await expect(again).toHaveURL(form);
  await seesOffline(again);
  await expect(again.getByTestId('service-number')).toHaveText(serviceNumber);
  await expect(unsent).toBeHidden();
  await expect(again.locator('#root_licenceNumber')).toHaveValue('AP0120190001234');
  await expect(again.locator('#root_mobileNumber')).toHaveValue(phone);

  // The connection returns: the page's queue records the request before the visitor does anything.
  // (Chromium's emulated offline sometimes lets the queue's keepalive POST at load reach the server
  // and loses its answer, as a dropping signal can: then this POST finds the record, 200, not 201.)
  const recorded = again.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST' && r.ok());
  await restoreConnection(context);
  const post = await recorded;
  expect(post.request().postDataJSON()).toEqual({ entryId: 'driving-licence-renewal', serviceNumber, phone, language: 'en', case: { expiry: 'It has not expired yet', dateOfBirth: 0 }, consents: ['request'], noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/) });
  const tracked = await again.request.post('/api/requests/track', { data: { serviceNumber, phone } });
  expect(((await tracked.json()) as { request: { status: string } }).request.status).toBe('waiting');

  // Sent on WhatsApp with the same number; then nothing of the answers stays on the device.
  await sendAfterReview(again);
  const opened = await openedCalls(again);
  expect(opened).toHaveLength(1);
  expect(decodeURIComponent(opened[0]![0])).toContain(serviceNumber);
  await expect(again.getByTestId('track-request-link')).toBeVisible();
  const device = await again.evaluate(() => Object.keys(localStorage));
  expect(device.filter((key) => key.startsWith('unsent:') || key === 'pendingRequests')).toEqual([]);
  await again.goto('/');
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(unsent).toBeHidden();
});

// Named on every page with the site's header (here the Telugu pages, prerendered) until it goes to
// WhatsApp, and on a page already open when another tab keeps it; "Later" puts it off for the tab, a
// new tab names it again, and "Delete" drops it, in the other open tabs too.
test('a request kept for WhatsApp is named on the site’s pages until sent; "Later" puts it off for the tab, "Delete" drops it', async ({ page, context, baseURL }) => {
  const fitness = catalog.entries.find((e) => e.id === 'vehicle-fitness')!;
  // Kept in this browser session (its cookie, src/shared/browser-visit.ts): named with its number and link.
  await context.addCookies([{ name: 'portal.visit', value: 'offline-spec', url: baseURL }]);
  const kept = { serviceNumber: 'VF123456042', values: { vehicleNumber: 'AP39BJ1234' }, visit: 'offline-spec' };
  const keep = (tab: Page) => tab.evaluate((value) => localStorage.setItem('unsent:vehicle-fitness', JSON.stringify({ ...value, keptAt: Date.now() })), kept);
  const named = (tab: Page) => tab.getByRole('region', { name: te['unsent.title'] });

  // Open before the request is kept (the legal pages have no site header, so no notice).
  await page.goto('/te/track');
  const other = await context.newPage();
  await other.goto('/te/privacy-policy');
  // Kept again until it shows: the page listens once its code has run, which may be after the goto.
  await expect(async () => {
    await keep(other);
    await expect(named(page)).toContainText(kept.serviceNumber, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.goto('/te/');
  await expect(named(page)).toContainText(te['unsent.text'].replace('{days}', String(KEPT_DAYS)));
  await expect(named(page).getByRole('link', { name: localize(fitness.source.title, 'te') })).toHaveAttribute('href', '/te/services/vehicle-fitness');
  await expectNoViolations(page, '/te/ with a request kept for WhatsApp');
  await named(page).getByRole('button', { name: te['unsent.later'] }).click();
  await expect(named(page)).toBeHidden();
  await expect(page.locator('#main'), 'the keyboard goes on in the page, not at its top').toBeFocused();
  await page.goto('/te/track');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(named(page)).toBeHidden();

  // A new tab names it again; "Delete" drops it as "Clear form" would: its answers and its record
  // waiting to be sent, and the notice in another tab goes with it.
  await other.goto('/te/sitemap');
  await expect(named(other)).toContainText(kept.serviceNumber);
  const third = await context.newPage();
  await third.goto('/te/track');
  await expect(named(third)).toContainText(kept.serviceNumber);
  await third.evaluate((number) => localStorage.setItem('pendingRequests', JSON.stringify([{ entryId: 'vehicle-fitness', serviceNumber: number, language: 'te' }])), kept.serviceNumber);
  await named(third).getByRole('button', { name: te['unsent.deleteOne'].replace('{service}', localize(fitness.source.title, 'te')) }).click();
  await expect(named(third)).toBeHidden();
  await expect(named(other)).toBeHidden();
  expect(await third.evaluate(() => [localStorage.getItem('unsent:vehicle-fitness'), localStorage.getItem('pendingRequests')])).toEqual([null, null]);
});

// Sent offline, then changed or cleared before the connection returns: nothing went to WhatsApp, so
// its record leaves the queue (the next page would record it otherwise); sent again, it is queued again.
test('a request sent offline and then changed or cleared leaves the queue', async ({ page, context }) => {
  const queue = () => page.evaluate(() => localStorage.getItem('pendingRequests'));
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  const { serviceNumber, phone } = await fillRenewal(page);
  await context.setOffline(true);

  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toBeVisible();
  expect(JSON.parse((await queue()) ?? '[]')).toEqual([
    { entryId: 'driving-licence-renewal', serviceNumber, phone, language: 'en', case: { expiry: 'It has not expired yet', dateOfBirth: 0 }, consents: ['request'], noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/) },
  ]);
  await page.getByRole('button', { name: en['review.changeField'].replace('{label}', 'Mobile Number') }).click();
  await expect(page.locator('#root_mobileNumber')).toBeFocused();
  expect(await queue()).toBeNull();

  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toBeVisible();
  expect(await queue()).toContain(serviceNumber);
  await page.getByRole('button', { name: en['form.clear'] }).click();
  expect(await queue()).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('unsent:')))).toEqual([]);
});

// A page never opened online: the worker answers with the language's app shell, and the client app
// draws the page from the code kept with it; a page that needs the server says it needs a connection.
test('offline, a page never opened opens all the same, its form too; a signed-in page says it needs a connection', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await keptOffline(page, 'en', coreSize(''));

  await context.setOffline(true);
  const fitness = catalog.entries.find((e) => e.id === 'vehicle-fitness')!;
  await page.goto(fitness.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(fitness.source.title));
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await expect(page.getByTestId('service-number')).toHaveText(new RegExp(`^${fitness.source.prefix}\\d{14}$`));
  await expect(page.locator('#root_vehicleNumber')).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['notFound.title']);

  // The dashboard asks the server who is signed in: offline, its page says so instead of "Something went wrong".
  await page.goto('/dashboard');
  const offline = page.getByTestId('error-offline');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText(en['offline.title']);
  await expect(offline).toContainText(en['api.offline']);
});

// One page read in one language keeps every language's core and app shell: offline, the language
// switch and a page never opened in the other language open as the visitor's own language's do.
for (const first of LANGS) {
  test(`${first.lang} visited first: offline, the switch and a page never opened in the other language open`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const fitness = catalog.entries.find((e) => e.id === 'vehicle-fitness')!;
    await page.goto(first.prefix || '/');
    for (const { lang, prefix } of LANGS) await keptOffline(page, lang, coreSize(prefix));

    await context.setOffline(true);
    for (const other of LANGS.filter((l) => l !== first)) {
      await page.goto(first.prefix || '/');
      await page.getByRole('button', { name: first.texts['nav.menu'] }).click();
      await page.getByRole('link', { name: LANGUAGES.find((l) => l.code === other.lang)!.name }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === other.prefix);
      await expect(page.locator('html')).toHaveAttribute('lang', other.lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The fonts its pages preload are kept with its core: drawn offline though never fetched online
      // (before, a Telugu page first opened offline had no font, and a phone without one drew boxes).
      const preloaded = await page.locator('link[rel="preload"][as="font"]').count();
      const fontsLoaded = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].filter((face) => face.status === 'loaded').length;
        });
      if (preloaded > 0) await expect.poll(fontsLoaded).toBeGreaterThanOrEqual(preloaded);

      await page.goto(`${other.prefix}${fitness.route}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize(fitness.source.title, other.lang));
      await page.getByRole('button', { name: other.texts['terms.agree'] }).click();
      await expect(page.getByTestId('service-number')).toHaveText(new RegExp(`^${fitness.source.prefix}\\d{14}$`));
      await expect(page.locator('#root_vehicleNumber')).toBeVisible();
    }
  });
}

// A shared phone: sign-out forgets what the device keeps of the person (their drafts, a request kept
// for WhatsApp and its record, the pages kept offline), so the next person in the same tab sees
// nothing of theirs.
test('after sign-out, the next person on the same phone sees nothing of the one before', async ({ page, context }) => {
  test.setTimeout(90_000);
  const personA = { name: 'Lakshmi Prasanna', phone: uniquePhone('7'), password: 'Guntur#Lorry2026' };
  await createAccount(page.request, personA);
  expect((await page.request.post('/api/auth/login', { data: { phone: personA.phone, password: personA.password } })).ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(personA.name);
  await keptOffline(page, 'en', coreSize(''));

  // A's draft of a duplicate licence, and a renewal sent offline, kept on the phone for WhatsApp.
  const duplicate = '/services/duplicate-driving-licence';
  await page.goto(duplicate);
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await page.locator('#root_knowsNumber').selectOption('Yes');
  await page.locator('#root_licenceNumber').fill('AP3920190001234');
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  const { serviceNumber } = await fillRenewal(page);
  await context.setOffline(true);
  await sendAfterReview(page);
  await expect(page.getByTestId('offline-handoff')).toBeVisible();
  await restoreConnection(context);
  const keptOfA = () =>
    page.evaluate(async () => {
      const pages: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('rto-pages-'))) {
        for (const request of await (await caches.open(name)).keys()) pages.push(new URL(request.url).pathname);
      }
      const personal = (key: string) => /^(draft:|unsent:|pendingRequests$|unsentLater$)/.test(key);
      return { tab: Object.keys(sessionStorage).filter(personal), device: Object.keys(localStorage).filter(personal), pages: pages.filter((p) => p.startsWith('/dashboard') || p.startsWith('/services/')) };
    });
  expect(await keptOfA()).toMatchObject({ tab: expect.arrayContaining(['draft:duplicate-driving-licence']), device: expect.arrayContaining(['unsent:driving-licence-renewal']), pages: expect.arrayContaining(['/dashboard']) });

  // The dashboard lists the form A left unfinished, a link back to it (it promised "pick up where you left off" and listed none).
  await page.goto('/dashboard');
  const unfinished = page.getByRole('region', { name: en['dash.unfinishedTitle'] });
  await expect(unfinished.getByRole('link', { name: 'Duplicate Driving Licence' })).toHaveAttribute('href', duplicate);
  // Signing out says first which answers it removes from the phone; A agrees.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Duplicate Driving Licence');
    void dialog.accept();
  });
  await page.getByRole('navigation', { name: en['dash.nav'] }).getByRole('button', { name: en['dash.logout'] }).click();
  await expect(page).toHaveURL('/');
  expect(await keptOfA()).toEqual({ tab: [], device: [], pages: [] });

  // B, in the same tab: no request of A's named, A's forms open empty with a new service number.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: en['unsent.title'] })).toHaveCount(0);
  await page.goto(duplicate);
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await expect(page.locator('#root_knowsNumber')).toHaveValue('');
  await page.locator('#root_knowsNumber').selectOption('Yes');
  await expect(page.locator('#root_licenceNumber')).toHaveValue('');
  await page.goto('/services/driving-licence-renewal');
  await page.getByRole('button', { name: en['terms.agree'] }).click();
  await expect(page.getByTestId('service-number')).not.toHaveText(serviceNumber);
  await expect(page.locator('#root_licenceNumber')).toHaveValue('');
});

// The manifest is linked once the page has painted (before, only the HTML and its CSS load), and
// Chrome then finds it as "Add to Home screen" would.
test('the manifests name the portal in each language and their icons are there', async ({ page, request }) => {
  const cdp = await page.context().newCDPSession(page);
  for (const { lang, prefix } of LANGS) {
    const html = await (await request.get(`${prefix}/services/vehicle-ekyc`)).text();
    expect(html).not.toContain('rel="manifest"');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    await page.goto(`${prefix}/services/vehicle-ekyc`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${prefix}/manifest.webmanifest`);
    const found = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(new URL(found.url).pathname).toBe(`${prefix}/manifest.webmanifest`);
    expect(found.errors).toEqual([]);
    const manifest = JSON.parse(found.data ?? '{}') as { name: string; lang: string; start_url: string; icons: { src: string; sizes: string }[] };
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(`${prefix}/`);
    expect(manifest.name).toBe(lang === 'te' ? 'AP వాహన & లైసెన్స్ సహాయం' : 'AP Vehicle & Licence Assist');
    for (const icon of manifest.icons) {
      const response = await request.get(`${prefix}/${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  }
});

// A release while a visitor has the portal open (docs/offline.md, "A new build, without mixing two"):
// the open tab keeps running the old build, its lazily loaded form included, though the server no
// longer has those files; a page opened next is the new build with only the new build's files; once
// no tab runs the old build, the new worker takes over, the old caches are gone and the new build's
// pages and forms open offline. Its own server, so that the build it serves can change under it.
test('a new build replaces the old caches, and no tab runs a mix of the two builds', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = `.data/e2e-release-${process.pid}`;
  const old = readBuild('dist');
  const next = nextBuild(old, `.data/e2e-next-build-${process.pid}`);
  const port = await freePort();
  let server = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: old.dir, NODE_ENV: 'test' }, { port });
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}`, viewport: { width: 360, height: 780 } });
  try {
    const form = '/services/driving-licence-renewal';
    const page = await context.newPage();
    await page.goto(form);
    await keptOffline(page, 'en', coreSize('', old.dir));

    // The release: the server now has the next build only.
    await server.kill('SIGTERM');
    server = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: next.dir, NODE_ENV: 'test' }, { port });

    // A page opened now is the new build, all of it; its worker installs beside the old one and waits.
    const other = await context.newPage();
    await other.goto('/services/vehicle-ekyc');
    await expect(other.locator('html')).toHaveAttribute('data-hydrated', '');
    await other.getByRole('button', { name: en['terms.agree'] }).click();
    await formShown(other);
    expect(await buildsLoaded(other, old, next)).toEqual(['new']);
    await expect
      .poll(() => other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), { timeout: 60_000 })
      .toBe('installed');

    // The tab still on the old build opens its form: the old build's code, from the old caches,
    // though the server no longer has it.
    await page.getByRole('button', { name: en['terms.agree'] }).click();
    await formShown(page);
    expect(await buildsLoaded(page, old, next)).toEqual(['old']);

    // Once no tab runs the old build, the new worker takes over and deletes the old caches.
    await page.close();
    await other.close();
    const fresh = await context.newPage();
    await fresh.goto('/');
    await expect
      .poll(() => fresh.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('rto-')).sort()), { timeout: 60_000 })
      .toEqual([...LANGUAGES.map(({ code }) => `rto-core-${code}-${next.version}`), `rto-pages-${next.version}`].sort());

    // Offline, a page kept before the release opens in the new build, and so does its form.
    await context.setOffline(true);
    await fresh.goto(form);
    await fresh.getByRole('button', { name: en['terms.agree'] }).click();
    await formShown(fresh);
    expect(await buildsLoaded(fresh, old, next)).toEqual(['new']);
  } finally {
    await context.close();
    await server.kill('SIGTERM');
    for (const dir of [dataDir, next.dir]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Which builds the page's scripts and stylesheets came from. */
async function buildsLoaded(page: Page, old: Build, next: Build): Promise<string[]> {
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const builds = new Set<string>();
  for (const address of loaded) {
    if (old.files.has(address)) builds.add('old');
    else if (next.files.has(address)) builds.add('new');
  }
  return [...builds].sort();
}
