// The visitor hears when the desk moves a request: a text in the language of the page it was sent
// from, with the new status, the desk's note (on one line, cut short) and the /track link; the same
// update as a WhatsApp template message when that channel is configured (against a local fake of
// the Cloud API that checks what it receives); only to a proven number; never once they turned the
// texts off (from /track or the dashboard); and the desk sees, per step, whether each channel went out.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTE_IN_TEXT_MAX, noteInText } from '../../src/core/note-in-text';
import { smsSize } from '../../src/core/sms-parts';
import { smsNotifier } from '../../src/server/notify/sms-notifier';
import { whatsappNotifier } from '../../src/server/notify/whatsapp-notifier';
import { whatsappOptionsFromEnv } from '../../src/server/whatsapp-api/whatsapp-options';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, provenUser, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

const PHONE = '9876543210';

// The Cloud API's stand-in: it checks the path, the token and the body's shape, as the real one would.
const cloud: { bodies: unknown[]; status: number } = { bodies: [], status: 200 };
let cloudServer: http.Server;
let cloudUrl = '';
beforeAll(async () => {
  cloudServer = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as { messaging_product?: string; type?: string; template?: { name?: string; components?: { parameters?: { text?: string }[] }[] } };
      // The real API refuses (#132018) a parameter with a line break, a tab or more than 4 spaces in a row.
      const parameters = body.template?.components?.flatMap((c) => c.parameters ?? []) ?? [];
      const plainParameters = parameters.every((p) => typeof p.text === 'string' && !/[\n\t]| {5}/.test(p.text));
      const valid = req.method === 'POST' && req.url === '/v21.0/1234567890/messages' && req.headers.authorization === 'Bearer cloud-token' && body.messaging_product === 'whatsapp' && body.type === 'template' && plainParameters;
      cloud.bodies.push(body);
      res.writeHead(valid ? cloud.status : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(valid ? { messages: [{ id: 'wamid.1' }] } : { error: { message: 'bad request' } }));
    });
  });
  await new Promise<void>((r) => cloudServer.listen(0, '127.0.0.1', r));
  cloudUrl = `http://127.0.0.1:${(cloudServer.address() as { port: number }).port}/v21.0`;
});
afterAll(() => {
  cloudServer.close();
});

// The app a test opened, closed after it (the test of the settings alone opens none).
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
  cloud.bodies.length = 0;
  cloud.status = 200;
});

/** The app the running test opened. */
function app(): TestApp {
  if (!t) throw new Error('the test opens an app first');
  return t;
}

async function deskClient(): Promise<Client> {
  await app().createAdmin('chief', 'chief-pass-1', 'admin');
  const desk = app().client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  return desk;
}

/** Records a Vehicle Fitness request from a page in `language`, signed out; returns its id. */
async function sent(serviceNumber: string, language?: 'en' | 'te'): Promise<string> {
  const res = await app().client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone: PHONE, ...(language ? { language } : {}) });
  expect(res.status).toBe(201);
  return ((await app().client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE })).body.request as { id: string }).id;
}

const statusTexts = () => app().outboxLines().filter((l) => l.kind === 'status');

describe('status updates by text', () => {
  it('texts the new status, the note and the /track link in English; the desk sees it went out', async () => {
    t = await makeTrackingApp({ tweak: (c) => (c.siteUrl = 'https://portal.example.in') });
    await provenUser(t, PHONE);
    const desk = await deskClient();
    const id = await sent('VS123456042');
    const res = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'in_progress', note: 'Slot booked for Monday.' });
    expect(res.status).toBe(200);
    expect(statusTexts()).toEqual([
      expect.objectContaining({
        to: '+919876543210',
        text: 'AP Vehicle & Licence Assist: Your request VS123456042 (Vehicle Fitness Certificate) is now In progress. Note: Slot booked for Monday. See: https://portal.example.in/track?serviceNumber=VS123456042',
      }),
    ]);
    expect((res.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ status: 'in_progress', sent: [{ channel: 'sms', ok: true }] });
    const forDesk = await desk.req('GET', `/api/admin/requests/${id}`);
    expect((forDesk.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ sent: [{ channel: 'sms', ok: true }] });
    // The visitor's view never carries the desk's delivery marks.
    const visitor = (await t.client().req('POST', '/api/requests/track', { serviceNumber: 'VS123456042', phone: PHONE })).body.request as { history: object[] };
    expect(JSON.stringify(visitor.history)).not.toContain('sent');
  });

  it('writes in Telugu, with the Telugu title and the /te/track link, for a request sent from a Telugu page', async () => {
    t = await makeTrackingApp({ tweak: (c) => (c.siteUrl = 'https://portal.example.in') });
    await provenUser(t, PHONE);
    const desk = await deskClient();
    const id = await sent('VS123456043', 'te');
    await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'closed', reason: 'ఇప్పటికే పూర్తయింది.' });
    const [text] = statusTexts();
    expect(text?.text).toMatch(/^AP వాహన & లైసెన్స్ సహాయం: మీ అభ్యర్థన VS123456043 \(.+\) స్థితి: ముగిసింది\. గమనిక: ఇప్పటికే పూర్తయింది\. చూడండి: https:\/\/portal\.example\.in\/te\/track\?serviceNumber=VS123456043$/);
    expect(text?.text).not.toContain('Vehicle Fitness');
  });

  it('sends nothing once the visitor turned the texts off on /track, and again after they turned them on', async () => {
    t = await makeTrackingApp();
    await provenUser(t, PHONE);
    const desk = await deskClient();
    const id = await sent('VS123456044');
    const off = await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456044', phone: '+91 98765 43210', updates: false });
    expect(off.status).toBe(200);
    expect(off.body.request).toMatchObject({ updates: false });
    const quiet = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'received' });
    expect(statusTexts()).toEqual([]);
    expect((quiet.body.request as { history: object[] }).history.at(-1)).not.toHaveProperty('sent');
    await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456044', phone: PHONE, updates: true });
    await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'in_progress' });
    expect(statusTexts()).toHaveLength(1);
  });

  it('refuses the switch to whoever does not hold the number and phone, and bad input, changing nothing', async () => {
    t = await makeTrackingApp();
    await sent('VS123456045');
    const wrong = await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456045', phone: '9000000001', updates: false });
    expect(wrong.status).toBe(404);
    expect(wrong.texts).toEqual({ error: 'No request found for this service number and mobile number.' });
    expect((await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456045', phone: PHONE, updates: 'no' })).status).toBe(400);
    expect((await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456045', phone: PHONE })).status).toBe(400);
    const found = await t.client().req('POST', '/api/requests/track', { serviceNumber: 'VS123456045', phone: PHONE });
    expect(found.body.request).toMatchObject({ updates: true });
  });

  it('lets the signed-in owner turn them off from the dashboard, and nobody else', async () => {
    t = await makeTrackingApp();
    const owner = await signedUpUser(t, PHONE);
    await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber: 'VS123456046', phone: PHONE });
    const [mine] = (await owner.req('GET', '/api/me/requests')).body.requests as { id: string; updates: boolean }[];
    expect(mine?.updates).toBe(true);
    const stranger = await signedUpUser(t, '9000000002');
    expect((await stranger.req('PATCH', `/api/me/requests/${mine!.id}`, { updates: false })).status).toBe(404);
    expect((await t.client().req('PATCH', `/api/me/requests/${mine!.id}`, { updates: false })).status).toBe(401);
    const off = await owner.req('PATCH', `/api/me/requests/${mine!.id}`, { updates: false });
    expect(off.status).toBe(200);
    expect(off.body.request).toMatchObject({ id: mine!.id, updates: false });
    expect((await owner.req('PATCH', `/api/me/requests/${mine!.id}`, { updates: 1 })).status).toBe(400);
  });
});

describe('status updates on WhatsApp (Cloud API template messages)', () => {
  const env = () => ({ WHATSAPP_TOKEN: 'cloud-token', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_API_URL: cloudUrl, WHATSAPP_STATUS_TEMPLATE: 'request_status_update' });

  it('sends the same update as the text, as the template in the visitor\'s language; a refusal is marked failed and changes nothing else', async () => {
    // Both channels: the SMS outbox and the Cloud API's fake.
    t = await makeTrackingApp({
      notifiers: (sms, config) => [smsNotifier(sms, () => config.siteName), whatsappNotifier(whatsappOptionsFromEnv(env())!)],
      tweak: (c) => (c.siteUrl = 'https://portal.example.in'),
    });
    await provenUser(t, PHONE);
    const desk = await deskClient();
    const id = await sent('VS123456047', 'te');
    const res = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'in_progress', note: 'Monday' });
    expect(cloud.bodies).toEqual([
      {
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'request_status_update',
          language: { code: 'te' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'VS123456047' },
                { type: 'text', text: expect.stringMatching(/[\u0C00-\u0C7F]/) },
                { type: 'text', text: 'పని జరుగుతోంది' },
                { type: 'text', text: 'Monday https://portal.example.in/te/track?serviceNumber=VS123456047' },
              ],
            },
          ],
        },
      },
    ]);
    expect((res.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ sent: [{ channel: 'sms', ok: true }, { channel: 'whatsapp', ok: true }] });

    cloud.status = 500;
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      const failed = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'completed' });
      expect(failed.status).toBe(200);
      expect(failed.body.request).toMatchObject({ status: 'completed' });
      expect((failed.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ sent: [{ channel: 'sms', ok: true }, { channel: 'whatsapp', ok: false }] });
    } finally {
      spy.mockRestore();
    }
    // The log names the channel and a masked number, never the whole number.
    expect(errors.join('\n')).toMatch(/the whatsapp update of VS123456047 to \+91\*{6}3210 failed: WhatsApp Cloud API answered 500/);
    expect(errors.join('\n')).not.toContain('9876543210');
  });

  it('sends a note typed over several lines, with tabs and runs of spaces, on one line and cut short, in the template and the SMS', async () => {
    t = await makeTrackingApp({
      notifiers: (sms, config) => [smsNotifier(sms, () => config.siteName), whatsappNotifier(whatsappOptionsFromEnv(env())!)],
      tweak: (c) => (c.siteUrl = 'https://portal.example.in'),
    });
    await provenUser(t, PHONE);
    const desk = await deskClient();
    const id = await sent('VS123456048');
    // 500 characters, the most the desk may type: with the link, 557 in the parameter as typed.
    const line = 'Documents checked.\n\n\tBring the original RC     and insurance on Friday. ';
    const note = line.repeat(8).slice(0, 500);
    expect(note).toHaveLength(500);
    const res = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'in_progress', note });
    expect((res.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ sent: [{ channel: 'sms', ok: true }, { channel: 'whatsapp', ok: true }] });
    const carried = noteInText(note);
    expect(carried).toMatch(/^Documents checked\. Bring the original RC and insurance on Friday\. Documents checked\. .*\.\.\.$/);
    expect(carried.length).toBeLessThanOrEqual(NOTE_IN_TEXT_MAX);
    const [message] = cloud.bodies as { template: { components: { parameters: { text: string }[] }[] } }[];
    expect(message!.template.components[0]!.parameters[3]!.text).toBe(`${carried} https://portal.example.in/track?serviceNumber=VS123456048`);
    // The SMS: before, 651 characters in 5 parts; now at most 3 (GSM-7, 153 a part).
    const [sms] = statusTexts();
    expect(sms!.text).toContain(` Note: ${carried} See: `);
    expect(smsSize(sms!.text)).toMatchObject({ encoding: 'gsm7', parts: 3 });
    // The visitor's own view keeps the note as the desk typed it.
    const visitor = (await t.client().req('POST', '/api/requests/track', { serviceNumber: 'VS123456048', phone: PHONE })).body.request as { history: { note?: string }[] };
    expect(visitor.history.at(-1)?.note).toBe(note.trim());
  });

  it('is off without a token, and refuses a token without the number\'s id', () => {
    expect(whatsappOptionsFromEnv({})).toBeNull();
    expect(() => whatsappOptionsFromEnv({ WHATSAPP_TOKEN: 'x' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => whatsappOptionsFromEnv({ WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_API_URL: 'ftp://x' })).toThrow(/WHATSAPP_API_URL/);
    expect(whatsappOptionsFromEnv({ WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: '1' })).toMatchObject({ apiUrl: 'https://graph.facebook.com/v21.0', template: 'request_status_update' });
  });
});
