// Incoming WhatsApp in the console, on a server of its own set up for Meta's webhook: a signed
// notification naming a waiting request's number (typed with spaces) makes it received; the
// request's page shows the thread, the photo summed up and the step marked as from WhatsApp; the
// WhatsApp tab lists a message naming no number, and the desk links it to the request, or links a
// phone's text and the photos it sent after it (naming no number) to the request in one go.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { startLocalServer, type LocalServer } from '../server/helpers/local-server';
import { adminOnPage } from './support/admin-console';
import { uniquePhone } from './support/auth';
import { expectNoViolations } from './support/axe';

test.describe.configure({ timeout: 120_000 });

const SECRET = 'e2e-app-secret';
let server: LocalServer;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-e2e-whatsapp-'));
  server = await startLocalServer({ DATA_DIR: dataDir, NODE_ENV: 'test', WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'e2e-verify' });
  base = server.base.replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message = (id: string, from: string, extra: object) => ({ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...extra });

test('a signed WhatsApp message makes the request received; the console shows the thread and links an unmatched message', async ({ page }) => {
  const phone = uniquePhone('8');
  const serviceNumber = `VS${String(Math.floor(Math.random() * 9e8) + 1e8)}`;
  const api = await playwrightRequest.newContext({ baseURL: base });
  expect((await api.post('/api/requests', { data: { consents: ['request', 'statusTexts'], entryId: 'vehicle-fitness', serviceNumber, phone } })).status()).toBe(201);

  const spaced = `${serviceNumber.slice(0, 2).toLowerCase()} ${serviceNumber.slice(2, 5)} ${serviceNumber.slice(5, 8)} ${serviceNumber.slice(8)}`;
  const from = `91${phone}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [
      message(`wamid.e2e.${serviceNumber}.1`, from, { type: 'text', text: { body: `Hello, my request is ${spaced}` } }),
      message(`wamid.e2e.${serviceNumber}.2`, from, { type: 'image', image: { id: '90001', mime_type: 'image/jpeg', caption: serviceNumber } }),
      message(`wamid.e2e.${serviceNumber}.3`, from, { type: 'text', text: { body: 'Did you get my RC?' } }),
    ] } }] }],
  });
  const post = (signature: string) => api.post('/api/whatsapp/webhook', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body });
  expect((await post(`sha256=${createHmac('sha256', 'wrong').update(body).digest('hex')}`)).status()).toBe(403);
  expect((await post(`sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`)).status()).toBe(200);

  await adminOnPage(page, 'moderator', { base, dataDir });
  await page.goto(`${base}/admin/requests?q=${serviceNumber}`);
  await page.getByRole('link', { name: `Open request ${serviceNumber}` }).click();
  await expect(page.getByTestId('request-timeline')).toContainText('from WhatsApp');
  const thread = page.getByTestId('whatsapp-thread');
  await expect(thread.getByTestId('whatsapp-media-summary')).toHaveText('Received: 1 photo');
  await expect(thread.getByTestId('whatsapp-message')).toHaveCount(2);
  await expect(thread).toContainText(`Hello, my request is ${spaced}`);
  await expect(thread).toContainText('Replies are not set up on this server');
  await expectNoViolations(page, 'the request page with its WhatsApp thread');

  await page.getByRole('link', { name: 'WhatsApp' }).click();
  await expect(page).toHaveURL(/\/admin\/whatsapp$/);
  const row = page.getByTestId('unmatched-row').filter({ hasText: 'Did you get my RC?' });
  await row.getByLabel('Service number').fill(spaced);
  await expectNoViolations(page, 'the unmatched WhatsApp messages');
  await row.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText(`Message linked to ${serviceNumber}.`);
  await expect(page.getByTestId('unmatched-row').filter({ hasText: 'Did you get my RC?' })).toHaveCount(0);
  await api.dispose();
});

test("linking one unmatched message can take the phone's other unmatched messages along", async ({ page }) => {
  const phone = uniquePhone('8');
  const serviceNumber = `VS${String(Math.floor(Math.random() * 9e8) + 1e8)}`;
  const api = await playwrightRequest.newContext({ baseURL: base });
  expect((await api.post('/api/requests', { data: { consents: ['request', 'statusTexts'], entryId: 'vehicle-fitness', serviceNumber, phone } })).status()).toBe(201);
  const from = `91${phone}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [
      message(`wamid.e2e.${serviceNumber}.text`, from, { type: 'text', text: { body: 'I sent the fitness form, here are my papers' } }),
      message(`wamid.e2e.${serviceNumber}.rc`, from, { type: 'image', image: { id: '90011', mime_type: 'image/jpeg' } }),
      message(`wamid.e2e.${serviceNumber}.puc`, from, { type: 'image', image: { id: '90012', mime_type: 'image/jpeg' } }),
    ] } }] }],
  });
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  expect((await api.post('/api/whatsapp/webhook', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body })).status()).toBe(200);

  await adminOnPage(page, 'moderator', { base, dataDir });
  await page.goto(`${base}/admin/whatsapp`);
  const fromPhone = page.getByTestId('unmatched-row').filter({ hasText: `+91${phone}` });
  await expect(fromPhone).toHaveCount(3);
  const row = fromPhone.filter({ hasText: 'I sent the fitness form' });
  await row.getByLabel('Service number').fill(serviceNumber);
  await row.getByLabel('Also link the other 2 unmatched messages from this phone').check();
  await expectNoViolations(page, 'the unmatched WhatsApp messages with the same-phone choice');
  await row.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText(`Message and 2 more from this phone linked to ${serviceNumber}.`);
  await expect(fromPhone).toHaveCount(0);

  await page.goto(`${base}/admin/requests?q=${serviceNumber}`);
  await page.getByRole('link', { name: `Open request ${serviceNumber}` }).click();
  await expect(page.getByTestId('whatsapp-thread').getByTestId('whatsapp-media-summary')).toHaveText('Received: 2 photos');
  await api.dispose();
});
