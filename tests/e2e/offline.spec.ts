// Works when the signal drops (docs/offline.md): after one visit online, the service worker keeps the
// pages visited and their language's code, so the page and its form open offline; a request sent
// offline says that WhatsApp needs a connection, keeps the answers, is recorded once the connection
// returns and then offers WhatsApp. In English and in Telugu, with the texts of the i18n layer.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { coreFiles } from '../../scripts/service-worker-build';
import { openedCalls, recordWindowOpen } from './support/open-recorder';
import { uniquePhone } from './support/auth';

test.use({ serviceWorkers: 'allow' });

const LANGS = [
  { lang: 'en', prefix: '', texts: en as Record<string, string> },
  { lang: 'te', prefix: '/te', texts: te as Record<string, string> },
] as const;

/** How many files the worker keeps for a language: the build's own list (scripts/service-worker-build.ts). */
function coreSize(prefix: string): number {
  const manifest = JSON.parse(fs.readFileSync(`dist${prefix}/.vite/manifest.json`, 'utf8')) as Parameters<typeof coreFiles>[0];
  return coreFiles(manifest, `${prefix}/`).length;
}

/** Waits until the worker controls the page and keeps the page and the whole core of its language. */
async function keptOffline(page: Page, lang: string, files: number) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async (l) => {
          const name = (await caches.keys()).find((n) => n.startsWith(`rto-core-${l}-`));
          return name ? (await (await caches.open(name)).keys()).length : 0;
        }, lang),
      { timeout: 30_000 },
    )
    .toBe(files);
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
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: texts['terms.agree'] }).click();
    const serviceNumber = (await page.getByTestId('service-number').textContent()) ?? '';
    await page.locator('#root_expiry').selectOption({ index: 1 });
    await page.locator('#root_transport').selectOption({ index: 2 });
    await page.locator('#root_licenceNumber').fill('AP0120190001234');
    await page.locator('#root_dateOfBirth').fill('1990-04-12');
    const phone = uniquePhone('8');
    await page.locator('#root_mobileNumber').fill(phone);

    // The draft outlives a reload offline: the page opens straight in the form with the answers.
    await page.reload();
    await expect(page.getByTestId('service-number')).toHaveText(serviceNumber);
    await expect(page.locator('#root_licenceNumber')).toHaveValue('AP0120190001234');
    await expect(page.locator('#root_mobileNumber')).toHaveValue(phone);

    // Sent offline: nothing opens; the page says why and what happens next.
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('review-send').click();
    const waiting = page.getByTestId('offline-handoff');
    await expect(waiting).toContainText(texts['offline.title']!);
    await expect(waiting).toContainText(texts['offline.text']!);
    expect(await openedCalls(page)).toHaveLength(0);

    // The connection returns: the request is recorded, then WhatsApp is offered.
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/requests') && r.request().method() === 'POST');
    await context.setOffline(false);
    const post = await recorded;
    expect(post.status()).toBe(201);
    expect(post.request().postDataJSON()).toMatchObject({ entryId: 'driving-licence-renewal', serviceNumber, phone, language: lang });
    const ready = page.getByTestId('offline-handoff-ready');
    await expect(ready).toContainText(texts['offline.back']!);
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

test('the manifests name the portal in each language and their icons are there', async ({ request }) => {
  for (const { lang, prefix } of LANGS) {
    const page = await (await request.get(`${prefix}/services/vehicle-ekyc`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
    expect(href).toBe(`${prefix}/manifest.webmanifest`);
    const manifest = (await (await request.get(href!)).json()) as { name: string; lang: string; start_url: string; icons: { src: string; sizes: string }[] };
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
