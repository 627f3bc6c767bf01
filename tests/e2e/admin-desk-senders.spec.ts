// The desk at 1,280 px, in English and in Telugu, on a server of its own set up for Meta's webhook
// and a stand-in of the Graph API: a relative writes for the visitor from another phone; the
// unmatched list opens the photo before it is linked, the link warns that the sender is not the
// request's number, the thread names and marks that sender, and the reply goes to whom the desk
// picks, each number with its own 24-hour window. The counters and columns say sent and received
// apart; the return dialog offers the reasons that fit each answer and shows what the visitor chose,
// and the fix link, opened where no draft is kept, shows under its question what the message wrote.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { mintServiceNumber } from '../../src/core/service-number';
import { startLocalServer, type LocalServer } from '../server/helpers/local-server';
import { adminOnPage } from './support/admin-console';
import { textsTo, uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const SECRET = 'e2e-app-secret';
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
let server: LocalServer;
let base = '';
let dataDir = '';
// The Graph API's stand-in: it takes every message and hands out one photo.
const graphSent: { to: string; type: string }[] = [];
let graph: http.Server;

test.beforeAll(async () => {
  graph = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const port = (graph.address() as { port: number }).port;
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST') {
        graphSent.push(JSON.parse(body) as { to: string; type: string });
        return res.end(JSON.stringify({ messages: [{ id: `wamid.out.${graphSent.length}.${Date.now()}` }] }));
      }
      if (req.url?.startsWith('/v21.0/files/')) {
        res.setHeader('content-type', 'image/jpeg');
        return res.end(PHOTO);
      }
      res.end(JSON.stringify({ url: `http://127.0.0.1:${port}/v21.0/files${req.url!.slice('/v21.0'.length)}`, mime_type: 'image/jpeg' }));
    });
  });
  await new Promise<void>((r) => graph.listen(0, '127.0.0.1', r));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-e2e-senders-'));
  server = await startLocalServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
    WHATSAPP_TOKEN: 'e2e-graph-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_API_URL: `http://127.0.0.1:${(graph.address() as { port: number }).port}/v21.0`,
  });
  base = server.base.replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await server?.kill('SIGTERM');
  graph?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Meta's notification of these messages, signed as Meta signs it. */
async function webhook(api: APIRequestContext, messages: object[]) {
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messages } }] }] });
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  expect((await api.post('/api/whatsapp/webhook', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body })).status()).toBe(200);
}
const now = () => String(Math.floor(Date.now() / 1000));
/** The licence number the renewal's own message wrote: the case does not keep it. */
const LICENCE = 'AP0120190001234';

interface Desk {
  own: string;
  relative: string;
  /** The renewal's phone: another visitor, so that the fitness request's own number has never written. */
  renewalPhone: string;
  serviceNumber: string;
  renewal: string;
  api: APIRequestContext;
}

/**
 * A Vehicle Fitness request whose visitor's relative writes, with a photo, from another phone (both
 * unmatched: a number is the sender's own request's only), and another visitor's licence renewal
 * recorded with its case that its own phone names (received); the desk signed in.
 */
async function setUp(page: Page, renewalLanguage: 'en' | 'te'): Promise<Desk> {
  const own = uniquePhone('8');
  const relative = uniquePhone('7');
  const renewalPhone = uniquePhone('9');
  const serviceNumber = mintServiceNumber('VS');
  const renewal = mintServiceNumber('DLR');
  const api = await playwrightRequest.newContext({ baseURL: base });
  expect((await api.post('/api/requests', { data: { consents: ['request', 'statusTexts'], entryId: 'vehicle-fitness', serviceNumber, phone: own } })).status()).toBe(201);
  const renewalCase = { expiry: 'It expired more than a year ago' };
  expect((await api.post('/api/requests', { data: { consents: ['request', 'statusTexts'], entryId: 'driving-licence-renewal', serviceNumber: renewal, phone: renewalPhone, case: renewalCase, language: renewalLanguage } })).status()).toBe(201);
  await webhook(api, [
    { from: `91${relative}`, id: `wamid.${serviceNumber}.text`, timestamp: now(), type: 'text', text: { body: `I write for my father, request ${serviceNumber}` } },
    { from: `91${relative}`, id: `wamid.${serviceNumber}.photo`, timestamp: now(), type: 'image', image: { id: `9${serviceNumber.slice(-8)}`, mime_type: 'image/jpeg' } },
    { from: `91${renewalPhone}`, id: `wamid.${renewal}.own`, timestamp: now(), type: 'text', text: { body: `My renewal ${renewal}\nLicence Number: ${LICENCE}` } },
  ]);
  await adminOnPage(page, 'moderator', { base, dataDir });
  return { own, relative, renewalPhone, serviceNumber, renewal, api };
}

/**
 * Opens the fix link texted to the renewal's phone in a browser of its own (no draft of the form):
 * the one question asked, with the old answer as the visitor's message wrote it.
 */
async function expectOldAnswerOnFixLink(page: Page, desk: Desk, label: string, oldAnswer: string) {
  const fixLink = /https?:\/\/\S+\/f\/[\w-]{12}/;
  await expect.poll(() => textsTo(desk.renewalPhone, dataDir).some((text) => fixLink.test(text))).toBe(true);
  const link = new URL(fixLink.exec(textsTo(desk.renewalPhone, dataDir).findLast((text) => fixLink.test(text))!)![0]);
  const visitor = await page.context().browser()!.newContext();
  const phone = await visitor.newPage();
  await phone.goto(`${base}${link.pathname}`);
  const fix = phone.getByTestId('fix-view');
  await expect(fix).toBeVisible({ timeout: 20_000 });
  await expect(fix.getByRole('textbox', { name: label })).toBeVisible();
  await expect(fix).toContainText(oldAnswer);
  await visitor.close();
}

test('English: the photo opens before linking, a link from another phone warns, the thread marks its sender and the desk picks whom it replies to; the fix link shows the old answer', async ({ page }) => {
  const desk = await setUp(page, 'en');
  const own = `+91${desk.own}`;
  const relative = `+91${desk.relative}`;

  // Sent and received, counted and shown apart.
  await expect(page.getByTestId('count-sent-today')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('count-received-today')).toHaveText(/^[1-9]\d*$/);
  await page.goto(`${base}/admin/requests?q=${desk.own}`);
  await expect(page.getByRole('columnheader', { name: 'Sent' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Received' })).toBeVisible();
  await expect(page.getByTestId('request-row').filter({ hasText: desk.serviceNumber }).getByTestId('received-at')).toHaveText('Not yet');
  await page.goto(`${base}/admin/requests?q=${desk.renewal}`);
  await expect(page.getByTestId('request-row').getByTestId('received-at')).not.toHaveText('Not yet');

  // The photo opens from the unmatched list, through our server, before it is linked.
  await page.goto(`${base}/admin/whatsapp`);
  const rows = page.getByTestId('unmatched-row').filter({ hasText: relative });
  await expect(rows).toHaveCount(2);
  const photo = rows.getByRole('link', { name: 'Open attachment 1 (image/jpeg)' });
  await expect(photo).toHaveAttribute('target', '_blank');
  const bytes = await page.request.get(new URL((await photo.getAttribute('href'))!, base).href);
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()['content-type']).toBe('image/jpeg');

  // Linked from another phone: a warning naming both numbers.
  const text = rows.filter({ hasText: 'I write for my father' });
  await text.getByLabel('Service number').fill(desk.serviceNumber);
  await text.getByLabel('Also link the other unmatched message from this phone').check();
  await text.getByRole('button', { name: 'Link' }).click();
  const notice = page.getByTestId('admin-notice');
  await expect(notice).toHaveAttribute('data-tone', 'warning');
  await expect(notice).toContainText(`Message and 1 more from this phone linked to ${desk.serviceNumber}.`);
  await expect(notice).toContainText(`It came from ${relative}, not the request's number ${own}`);
  await expectNoViolations(page, 'the unmatched list with the sender warning');

  // The thread names each sender and marks the one that is not the request's number.
  await page.goto(`${base}/admin/requests?q=${desk.serviceNumber}`);
  await page.getByRole('link', { name: `Open request ${desk.serviceNumber}` }).click();
  const thread = page.getByTestId('whatsapp-thread');
  await expect(thread.getByTestId('whatsapp-sender').first()).toContainText(`From ${relative}`);
  await expect(thread.getByTestId('whatsapp-other-number')).toHaveCount(2);
  await expect(thread.getByTestId('whatsapp-other-number').first()).toHaveText("Not the request's number");
  await expect(thread.getByRole('link', { name: 'Open attachment 1 (image/jpeg)' })).toBeVisible();

  // Whom to reply to: the request's number by default (it never wrote), or the relative (inside the window).
  const replyTo = thread.getByLabel('Reply to');
  await expect(replyTo).toHaveValue(own);
  await expect(thread.getByTestId('whatsapp-window')).toHaveText(new RegExp(`^Template: \\${own} has not written on WhatsApp`));
  await replyTo.selectOption(relative);
  await expect(thread.getByTestId('whatsapp-window')).toHaveText(new RegExp(`^Free text: \\${relative} last wrote at`));
  await expectNoViolations(page, 'the thread with a second sender and the reply choice');
  await thread.getByLabel('Reply', { exact: true }).fill('Thank you, we have the RC photo.');
  await thread.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(thread.getByTestId('admin-notice')).toHaveText('Reply sent on WhatsApp.');
  await expect(thread.getByTestId('whatsapp-sender').last()).toContainText(`Desk to ${relative}`);
  expect(graphSent.at(-1)).toMatchObject({ type: 'text', to: `91${desk.relative}` });

  // The return dialog: the reasons that fit each answer, and what the visitor chose.
  await page.goto(`${base}/admin/requests?q=${desk.renewal}`);
  await page.getByRole('link', { name: `Open request ${desk.renewal}` }).click();
  await page.getByRole('button', { name: 'Return for correction' }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${desk.renewal} for correction` });
  await expect(dialog).toContainText('The visitor answered: It expired more than a year ago');
  // The licence number, which the case does not keep, as the visitor's message wrote it.
  await expect(dialog.getByRole('checkbox', { name: 'Licence Number' })).toHaveAccessibleDescription(`The visitor answered: ${LICENCE}`);
  await dialog.getByRole('checkbox', { name: 'Licence Number' }).check();
  const reasons = dialog.getByLabel('Reason for Licence Number').locator('option');
  await expect(reasons).toHaveText(['Number looks wrong', 'Other (type the reason)']);
  const document = dialog.getByRole('checkbox').last();
  await document.check();
  await expect(dialog.getByRole('combobox').last().locator('option')).toHaveText(['Photo unreadable', 'Document missing', 'Other (type the reason)']);
  await expectNoViolations(page, 'the return dialog with fitting reasons');

  // Returned for the licence number only: its link, opened on a phone that kept no draft, shows what the message wrote.
  await document.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Returned for correction: the visitor is sent the link.');
  await expectOldAnswerOnFixLink(page, desk, 'Licence Number', `You sent: ${LICENCE}`);
  await desk.api.dispose();
});

test('Telugu: the counters, the warning, the marked sender, the reply choice and the recorded answer in Telugu; a Telugu fix link shows the old answer', async ({ page }) => {
  const desk = await setUp(page, 'te');
  const own = `+91${desk.own}`;
  const relative = `+91${desk.relative}`;

  await page.goto(`${base}/te/admin/requests?q=${desk.own}`);
  await expect(page.getByText('ఈ రోజు పంపినవి')).toBeVisible();
  await expect(page.getByText('ఈ రోజు అందినవి')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'పంపిన సమయం' })).toBeVisible();
  await expect(page.getByTestId('request-row').filter({ hasText: desk.serviceNumber }).getByTestId('received-at')).toHaveText('ఇంకా అందలేదు');

  await page.goto(`${base}/te/admin/whatsapp`);
  const rows = page.getByTestId('unmatched-row').filter({ hasText: relative });
  await expect(rows.getByRole('link', { name: 'జోడింపు 1 (image/jpeg) తెరవండి' })).toBeVisible();
  const text = rows.filter({ hasText: 'I write for my father' });
  await text.getByLabel('సర్వీస్ నంబర్').fill(desk.serviceNumber);
  await text.getByRole('button', { name: 'జోడించండి' }).click();
  const notice = page.getByTestId('admin-notice');
  await expect(notice).toHaveAttribute('data-tone', 'warning');
  await expect(notice).toContainText(`సందేశాన్ని ${desk.serviceNumber}కు జోడించాం.`);
  await expect(notice).toContainText(`ఇది అభ్యర్థన నంబర్ ${own} నుండి కాదు, ${relative} నుండి వచ్చింది`);
  await expectNoViolations(page, 'the Telugu unmatched list with the sender warning');

  await page.goto(`${base}/te/admin/requests?q=${desk.serviceNumber}`);
  await page.getByRole('link', { name: `అభ్యర్థన ${desk.serviceNumber} తెరవండి` }).click();
  const thread = page.getByTestId('whatsapp-thread');
  await expect(thread.getByTestId('whatsapp-sender').first()).toContainText(`${relative} నుండి`);
  await expect(thread.getByTestId('whatsapp-other-number')).toHaveText('అభ్యర్థన నంబర్ కాదు');
  await thread.getByLabel('జవాబు ఎవరికి').selectOption(relative);
  await expect(thread.getByTestId('whatsapp-window')).toContainText(`మీ సొంత మాటలు (ఫ్రీ టెక్స్ట్): ${relative} నుండి చివరిగా`);

  await page.goto(`${base}/te/admin/requests?q=${desk.renewal}`);
  await page.getByRole('link', { name: `అభ్యర్థన ${desk.renewal} తెరవండి` }).click();
  await page.getByRole('button', { name: 'సవరణ కోసం తిరిగి పంపండి' }).click();
  const dialog = page.getByRole('dialog', { name: `${desk.renewal}ను సవరణ కోసం తిరిగి పంపండి` });
  await expect(dialog).toContainText('సందర్శకుల జవాబు: గడువు ముగిసి ఒక సంవత్సరం దాటింది');
  await expect(dialog).toContainText(`సందర్శకుల జవాబు: ${LICENCE}`);
  await expectNoViolations(page, 'the Telugu return dialog');
  await dialog.getByRole('checkbox', { name: 'లైసెన్స్ నంబర్' }).check();
  await dialog.getByRole('button', { name: 'సేవ్ చేయండి' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('సవరణ కోసం తిరిగి పంపాం: సందర్శకుడికి లింక్ పంపుతాం.');
  await expectOldAnswerOnFixLink(page, desk, 'లైసెన్స్ నంబర్', `మీరు పంపినది: ${LICENCE}`);
  await desk.api.dispose();
});
