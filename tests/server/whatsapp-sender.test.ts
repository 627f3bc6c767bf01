// Only a request's own phone moves it or proves its number: a stranger's WhatsApp message naming
// someone's service number moves nothing and texts nobody, and the desk linking such a message by
// hand says the sender differs and leaves the number unproven. Against the real SQLite store.
import { afterEach, describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import { requestId } from '../../src/server/tracking/request-id';
import type { Client, TestApp } from './helpers/test-app';
import { sharedNumberRequest } from './helpers/shared-number';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';
import { APP_SECRET, VERIFY_TOKEN, notification, postSigned, textMessage } from './helpers/whatsapp-webhook';

const VICTIM = '+919876543210';
const STRANGER = '919000000009';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function open(inbox = true): Promise<TestApp> {
  t = await makeTrackingApp({
    tweak: (c) => {
      c.whatsapp = { inbox: inbox ? { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN } : null, api: null };
    },
  });
  return t;
}

async function waiting(app: TestApp, serviceNumber = mintServiceNumber('VS'), phone = VICTIM): Promise<string> {
  expect((await app.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone })).status).toBe(201);
  return serviceNumber;
}

async function desk(app: TestApp): Promise<Client> {
  await app.createAdmin('chief', 'chief-pass-1', 'moderator');
  const c = app.client();
  expect((await c.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' })).status).toBe(200);
  return c;
}

const textsTo = (app: TestApp, phone: string) => app.outboxLines().filter((l) => l.to === phone);
const statusOf = async (app: TestApp, serviceNumber: string, phone = VICTIM) => (await app.store.requests.get(requestId(serviceNumber, phone)))?.status;

describe("a stranger's WhatsApp message", () => {
  it("naming someone's service number moves nothing, texts nobody, and waits unmatched for the desk", async () => {
    const app = await open();
    const number = await waiting(app);
    const res = await postSigned(app.client(), notification({ messages: [textMessage('wamid.stranger', `About ${number}`, STRANGER)] }));
    expect(res.status).toBe(200);
    expect(await statusOf(app, number)).toBe('waiting');
    expect(app.outboxLines()).toEqual([]);
    expect(await app.store.whatsapp.get('wamid.stranger')).toMatchObject({ serviceNumber: null, phone: `+${STRANGER}` });
    expect((await app.store.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => m.id)).toEqual(['wamid.stranger']);
  });

  it('cannot spend a victim\'s texts: 12 requests under the victim\'s number and one message each from the stranger send the victim nothing', async () => {
    const app = await open();
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++) numbers.push(await waiting(app));
    const messages = numbers.map((n, i) => textMessage(`wamid.flood${i}`, n, STRANGER));
    expect((await postSigned(app.client(), notification({ messages }))).status).toBe(200);
    for (const n of numbers) expect(await statusOf(app, n)).toBe('waiting');
    expect(textsTo(app, VICTIM)).toEqual([]);
  });

  it("from the request's own phone moves it to received and proves its number: the visitor is texted", async () => {
    const app = await open();
    const number = await waiting(app);
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.own', number, VICTIM.slice(1))] }));
    expect(await statusOf(app, number)).toBe('received');
    expect(textsTo(app, VICTIM)).toEqual([expect.objectContaining({ kind: 'status', text: expect.stringContaining(`${number} (Vehicle Fitness Certificate) is now Received.`) })]);
  });
});

describe('the desk linking a message by hand', () => {
  it('from another phone: says the sender differs, and the number stays unproven (no status text) until its own phone writes', async () => {
    const app = await open();
    const number = await waiting(app);
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.relative', 'I am writing for my father', STRANGER)] }));
    const c = await desk(app);
    const res = await c.req('POST', '/api/admin/whatsapp/messages/wamid.relative/link', { serviceNumber: number });
    expect(res).toMatchObject({ status: 200, body: { code: 'whatsapp.linked', senderDiffers: true, request: { status: 'received' } } });
    expect(res.body.message).toBe(
      `Message linked to ${number}. It came from +91******0009, not the request's number +91******3210, so it does not prove that number: status texts go to +91******3210 only once a message comes from it.`,
    );
    const request = await app.store.requests.get(requestId(number, VICTIM));
    expect(request?.history.at(-1)).toMatchObject({ status: 'received', by: 'chief', sent: [{ channel: 'sms', ok: false, refused: 'unproven' }] });
    expect(textsTo(app, VICTIM)).toEqual([]);

    // The visitor then writes from the request's own phone: the next change is texted.
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.own', 'Thank you', VICTIM.slice(1))] }));
    expect((await c.req('PATCH', `/api/admin/requests/${request!.id}/status`, { status: 'in_progress' })).status).toBe(200);
    expect(textsTo(app, VICTIM)).toEqual([expect.objectContaining({ kind: 'status', text: expect.stringContaining('is now In progress') })]);
  });

  it('from the request\'s own phone: says nothing more, and proves the number', async () => {
    const app = await open();
    const number = await waiting(app);
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.photo', 'Hello', VICTIM.slice(1))] }));
    const c = await desk(app);
    const res = await c.req('POST', '/api/admin/whatsapp/messages/wamid.photo/link', { serviceNumber: number });
    expect(res).toMatchObject({ status: 200, body: { message: `Message linked to ${number}.`, senderDiffers: false, request: { status: 'received' } } });
    expect(textsTo(app, VICTIM)).toHaveLength(1);
  });

  it('to a number two phones hold (made before numbers were unique), from neither: 409, nothing linked or moved', async () => {
    const app = await open();
    // Stores written before the server refused a held number may hold one number twice: the second
    // is written as such a store holds it, past the store's own check.
    await waiting(app, 'VS123456042');
    sharedNumberRequest(app, 'VS123456042', '+919000000001');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.x', 'Hello', STRANGER)] }));
    const c = await desk(app);
    const res = await c.req('POST', '/api/admin/whatsapp/messages/wamid.x/link', { serviceNumber: 'VS123456042' });
    expect(res).toMatchObject({ status: 409, body: { code: 'whatsapp.number_shared' } });
    expect(await app.store.whatsapp.get('wamid.x')).toMatchObject({ serviceNumber: null });
    expect(await statusOf(app, 'VS123456042')).toBe('waiting');
  });
});

describe('threads', () => {
  it("are one request's: where two phones hold one number (made before numbers were unique), each request's page shows only its own messages", async () => {
    const app = await open();
    await waiting(app, 'VS123456042');
    sharedNumberRequest(app, 'VS123456042', '+919000000001');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.mine', 'VS123456042: my RC is attached', VICTIM.slice(1))] }));
    const c = await desk(app);
    const thread = async (phone: string) => ((await c.req('GET', `/api/admin/whatsapp/requests/${requestId('VS123456042', phone)}`)).body.messages as { id: string }[]).map((m) => m.id);
    expect(await thread(VICTIM)).toEqual(['wamid.mine']);
    expect(await thread('+919000000001')).toEqual([]);
  });
});

describe('without incoming WhatsApp', () => {
  it("the desk's marking a request received is the word that its number wrote, as before", async () => {
    const app = await open(false);
    const number = await waiting(app);
    const c = await desk(app);
    const id = requestId(number, VICTIM);
    expect((await c.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'received' })).status).toBe(200);
    expect(textsTo(app, VICTIM)).toEqual([expect.objectContaining({ kind: 'status' })]);
  });
});
