// The short fix link end to end: the desk returns a request with one flag, the visitor's text names
// the field and the reason with a /f/<code> link (in Telugu for a Telugu request), and that link
// opens on the correction itself: no service page, no terms, the flagged question first. A #fix= link
// texted before codes still opens the correction on its service page. (The send from a link is
// tests/e2e/fix-view.spec.ts's.)
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { smsSize } from '../../src/core/sms-parts';
import { mintServiceNumber } from '../../src/core/service-number';
import { createAdminAccount } from './support/admin-console';
import { textsTo, uniquePhone } from './support/auth';

test.describe.configure({ timeout: 120_000 });

const CHASSIS = { target: { field: 'chassisNumber' }, reason: { preset: 'numberWrong' } };

/** The desk's API, signed in as a new moderator in its own context. */
async function deskApi(browser: Browser): Promise<APIRequestContext> {
  const { request } = await browser.newContext();
  const account = createAdminAccount('moderator');
  expect((await request.post('/api/admin/login', { data: account })).status()).toBe(200);
  return request;
}

/** A Vehicle Fitness request sent from a page in `language`, received and returned with the chassis number flagged; its number and id. */
async function returnedRequest(page: Page, desk: APIRequestContext, phone: string, language: 'en' | 'te') {
  const serviceNumber = mintServiceNumber('VS');
  expect((await page.request.post('/api/requests', { data: { consents: ['request', 'statusTexts'], entryId: 'vehicle-fitness', serviceNumber, phone, language } })).status()).toBe(201);
  const { id } = ((await (await page.request.post('/api/requests/track', { data: { serviceNumber, phone } })).json()) as { request: { id: string } }).request;
  expect((await desk.patch(`/api/admin/requests/${id}/status`, { data: { status: 'received' } })).status()).toBe(200);
  expect((await desk.post(`/api/admin/requests/${id}/return`, { data: { flags: [CHASSIS] } })).status()).toBe(200);
  return { serviceNumber, id };
}

/** The fix link of the last text to this phone. */
async function textedLink(phone: string): Promise<{ text: string; link: URL }> {
  await expect.poll(() => textsTo(phone).some((text) => /\/f\/[\w-]{12}$/.test(text))).toBe(true);
  const text = textsTo(phone).findLast((t) => /\/f\/[\w-]{12}$/.test(t))!;
  return { text, link: new URL(/https?:\/\/\S+$/.exec(text)![0]) };
}

test('the texted short link names the field and the reason, and opens straight on the correction, in English', async ({ page, browser }) => {
  const desk = await deskApi(browser);
  const phone = uniquePhone('7');
  const { serviceNumber } = await returnedRequest(page, desk, phone, 'en');
  const { text, link } = await textedLink(phone);
  expect(text).toBe(`AP Vehicle & Licence Assist: Please correct request ${serviceNumber}: Chassis Number (Number looks wrong). ${link.href}`);
  expect(smsSize(text)).toMatchObject({ encoding: 'gsm7', parts: 1 });
  expect(link.pathname).toMatch(/^\/f\/[\w-]{12}$/);

  const response = await page.goto(link.pathname);
  // The page's HTML is the correction's own: no service page, no terms around it.
  const html = (await response!.text()) ?? '';
  expect(html).toContain('Opening your correction…');
  expect(html).not.toContain('I Agree to Terms and Conditions');
  const fix = page.getByTestId('fix-view');
  const chassis = fix.getByRole('textbox', { name: 'Chassis Number' });
  await expect(chassis).toBeVisible();
  await expect(fix).toContainText('Number looks wrong');
  await expect(page.getByTestId('fix-service')).toHaveText('Vehicle Fitness Certificate');
  await expect(page.getByRole('button', { name: 'I Agree to Terms and Conditions - Proceed' })).toHaveCount(0);

  // The language switch keeps the code (it led to /te/f, a link that is not valid).
  const telugu = page.locator('a[hreflang="te"]:visible').first();
  if ((await telugu.count()) === 0) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('a[hreflang="te"]:visible').first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/te${link.pathname}`);
  await expect(page.getByTestId('fix-view').getByRole('textbox', { name: 'ఛాసిస్ నంబర్' })).toBeVisible();
});

test('a Telugu request is texted in Telugu with its /te/f/ link, which opens the correction in Telugu', async ({ page, browser }) => {
  const desk = await deskApi(browser);
  const phone = uniquePhone('7');
  const { serviceNumber } = await returnedRequest(page, desk, phone, 'te');
  const { text, link } = await textedLink(phone);
  expect(text).toBe(`AP వాహన & లైసెన్స్ సహాయం: దయచేసి అభ్యర్థన ${serviceNumber}లో సరిచేయండి: ఛాసిస్ నంబర్ (నంబర్ తప్పుగా ఉన్నట్లుంది). ${link.href}`);
  expect(link.pathname).toMatch(/^\/te\/f\/[\w-]{12}$/);
  await page.goto(link.pathname);
  const fix = page.getByTestId('fix-view');
  await expect(fix).toContainText('ఈ సమాధానాలను సరిచేయమని మా టీమ్ అడుగుతోంది');
  await expect(fix.getByRole('textbox', { name: 'ఛాసిస్ నంబర్' })).toBeVisible();
  await expect(fix).toContainText('నంబర్ తప్పుగా ఉన్నట్లుంది');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('మీ అభ్యర్థనను సరిచేయండి');
});

test('a wrong code says the link is not valid, and a #fix= link texted before codes still opens the correction', async ({ page, browser }) => {
  await page.goto('/f/AAAAAAAAAAAA');
  await expect(page.getByTestId('fix-failed')).toContainText('This correction link is not valid');

  const desk = await deskApi(browser);
  const phone = uniquePhone('7');
  const { serviceNumber, id } = await returnedRequest(page, desk, phone, 'en');
  // The token such a link carried, signed with the local server's key (.data/e2e/fix-link-secret).
  const secret = readFileSync(path.resolve('.data/e2e/fix-link-secret'), 'utf8').trim();
  const part = Buffer.from(JSON.stringify({ id, sn: serviceNumber, round: 1, exp: Date.now() + 86_400_000 })).toString('base64url');
  await page.goto(`/services/vehicle-fitness#fix=${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`);
  const fix = page.getByTestId('fix-view');
  await expect(fix.getByRole('textbox', { name: 'Chassis Number' })).toBeVisible();
  await expect(fix).toContainText('Number looks wrong');
});
