// Meta's webhook against the real SQLite store: the subscription check, signed notifications that
// keep each message once and move a waiting request to received (the visitor texted as for any
// change, the timeline saying WhatsApp), statuses of our own messages, and every refusal: no
// settings, a wrong verify token, a missing or wrong signature, malformed JSON, a body too large,
// too many calls from one address. A refusal changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config';
import { purgeCutoffs } from '../../src/server/store/purge-cutoffs';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';
import { APP_SECRET, VERIFY_TOKEN, WEBHOOK, notification, postSigned, signature, textMessage, threadOf } from './helpers/whatsapp-webhook';

const PHONE = '9876543210';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Lowered allowances, so a test reaches them in a few calls. */
const lowLimits = (c: ServerConfig) => {
  c.limits.whatsappWebhookPerIp.max = 20;
  c.limits.whatsappWebhookUnsignedPerIp.max = 10;
};

async function open(inbox = true, limits: (c: ServerConfig) => void = lowLimits): Promise<TestApp> {
  t = await makeTrackingApp({
    tweak: (c) => {
      c.whatsapp = { inbox: inbox ? { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN } : null, api: null };
      limits(c);
    },
  });
  return t;
}

/** Records a Vehicle Fitness request, as the form does when WhatsApp opens; returns its id. */
async function waitingRequest(app: TestApp, serviceNumber: string): Promise<string> {
  const res = await app.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone: PHONE });
  expect(res).toMatchObject({ status: 201, body: { status: 'waiting' } });
  const { items } = await app.store.requests.search({ serviceNumber }, { limit: 1, cursor: null });
  return items[0]!.id;
}

const refusals = async (app: TestApp) => (await app.store.audit.list({ action: 'whatsapp.signature_refused' }, { limit: 10, cursor: null })).items;

describe('the subscription check', () => {
  it("answers Meta's challenge as text for the right verify token", async () => {
    const app = await open();
    const res = await app.app.fetch(new Request(`http://localhost${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('1158201444');
  });

  it.each([
    ['a wrong verify token', `hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`],
    ['the right token one character short', `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN.slice(0, -1)}&hub.challenge=1`],
    ['another mode', `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`],
    ['no token', 'hub.mode=subscribe&hub.challenge=1'],
    ['a challenge that is not a token', `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=%3Cscript%3E`],
  ])('refuses %s with 403', async (_, query) => {
    const app = await open();
    const res = await app.client().raw('GET', `${WEBHOOK}?${query}`, null);
    expect(res).toMatchObject({ status: 403, body: { code: 'whatsapp.verify_refused' } });
  });
});

describe('a signed notification', () => {
  it('makes a waiting request received when its text carries the number typed with spaces, texts the visitor, and says WhatsApp on the timeline', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456042');
    const body = notification({ messages: [textMessage('wamid.HBgM1==', 'Hello, my request is vs 123 456 o42. Thanks')] });
    const res = await postSigned(app.client('173.252.95.1'), body);
    expect(res).toMatchObject({ status: 200, body: { code: 'whatsapp.received' } });

    const request = await app.store.requests.get(id);
    expect(request?.status).toBe('received');
    expect(request?.history.at(-1)).toMatchObject({ status: 'received', by: null, via: 'whatsapp', sent: [{ channel: 'sms', ok: true }] });
    expect(app.outboxLines().filter((l) => l.kind === 'status')).toEqual([
      expect.objectContaining({ to: '+919876543210', text: expect.stringContaining('Your request VS123456042 (Vehicle Fitness Certificate) is now Received.') }),
    ]);
    expect(await app.store.whatsapp.get('wamid.HBgM1==')).toEqual({
      id: 'wamid.HBgM1==', direction: 'in', phone: '+919876543210', serviceNumber: 'VS123456042', requestId: id, kind: 'text',
      text: 'Hello, my request is vs 123 456 o42. Thanks', media: [], at: app.clock.now, status: null, linkedBy: null,
    });
  });

  it('keeps a message Meta delivers twice once, and moves and texts once', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456043');
    const body = notification({ messages: [textMessage('wamid.twice', 'VS123456043')] });
    expect((await postSigned(app.client(), body)).status).toBe(200);
    expect((await postSigned(app.client(), body)).status).toBe(200);
    expect((await app.store.requests.get(id))?.history.map((s) => s.status)).toEqual(['waiting', 'received']);
    expect(app.outboxLines().filter((l) => l.kind === 'status')).toHaveLength(1);
    expect(await threadOf(app, 'VS123456043')).toHaveLength(1);
  });

  it('links a later message to a request already received without moving it again', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456044');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.first', 'VS123456044')] }));
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.second', 'About VS123456044: the RC is attached')] }));
    expect((await app.store.requests.get(id))?.history.map((s) => s.status)).toEqual(['waiting', 'received']);
    expect((await threadOf(app, 'VS123456044')).map((m) => m.id)).toEqual(['wamid.first', 'wamid.second']);
  });

  it('keeps a message naming no recorded number as unmatched, changing no request', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456045');
    // A number of the right shape that nobody recorded, and none at all.
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.u1', 'Status of VS999999999 please'), textMessage('wamid.u2', 'Hello?')] }));
    expect((await app.store.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => m.id)).toEqual(['wamid.u2', 'wamid.u1']);
    expect((await app.store.requests.get(id))?.status).toBe('waiting');
    expect(app.outboxLines()).toEqual([]);
  });

  it('keeps photos and documents by their media ids and types, their caption naming the request', async () => {
    const app = await open();
    await waitingRequest(app, 'VS123456046');
    const photo = { from: '919876543210', id: 'wamid.photo', timestamp: '1767261600', type: 'image', image: { id: '1029384756', mime_type: 'image/jpeg', sha256: 'x', caption: 'RC for VS 123456046' } };
    const pdf = { from: '919876543210', id: 'wamid.pdf', timestamp: '1767261601', type: 'document', document: { id: '5647382910', mime_type: 'application/pdf', filename: 'insurance.pdf' } };
    await postSigned(app.client(), notification({ messages: [photo, pdf] }));
    expect(await app.store.whatsapp.get('wamid.photo')).toMatchObject({ kind: 'image', serviceNumber: 'VS123456046', text: 'RC for VS 123456046', media: [{ id: '1029384756', mime: 'image/jpeg' }] });
    expect(await app.store.whatsapp.get('wamid.pdf')).toMatchObject({ kind: 'document', serviceNumber: null, media: [{ id: '5647382910', mime: 'application/pdf' }] });
  });

  it('moves our own messages on by the statuses Meta reports, never back', async () => {
    const app = await open();
    await app.store.whatsapp.add({ id: 'wamid.ours', direction: 'out', phone: '+919876543210', serviceNumber: 'VS123456047', requestId: null, kind: 'text', text: 'Hi', media: [], at: 1, status: 'sent', linkedBy: null });
    const status = (s: string) => ({ id: 'wamid.ours', status: s, timestamp: '1767261600', recipient_id: '919876543210' });
    await postSigned(app.client(), notification({ statuses: [status('delivered'), status('read')] }));
    expect((await app.store.whatsapp.get('wamid.ours'))?.status).toBe('read');
    await postSigned(app.client(), notification({ statuses: [status('delivered'), status('bogus'), { id: 'wamid.unknown', status: 'read' }] }));
    expect((await app.store.whatsapp.get('wamid.ours'))?.status).toBe('read');
    // Read is proof of delivery: a failure reported after it is not believed.
    await postSigned(app.client(), notification({ statuses: [status('failed')] }));
    expect((await app.store.whatsapp.get('wamid.ours'))?.status).toBe('read');
  });

  it('passes over items it cannot read and answers 200, so Meta does not send them again', async () => {
    const app = await open();
    for (const odd of ['[]', '{}', '{"entry":"x"}', notification({ messages: [{ id: 'wamid.nofrom', type: 'text' }, 'x', { from: 'abc', id: 'wamid.badfrom', type: 'text' }] })]) {
      expect((await postSigned(app.client(), odd)).status).toBe(200);
    }
    expect((await app.store.whatsapp.unmatched({ limit: 10, cursor: null })).items).toEqual([]);
  });

  it('is taken from another site too: no cookie or same-origin check applies to it', async () => {
    const app = await open();
    const res = await postSigned(app.client(), notification({ messages: [textMessage('wamid.x', 'Hi')] }), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
  });
});

describe('refusals change nothing', () => {
  async function refusedCase(headers: Record<string, string>, status: number, code: string) {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456050');
    const body = notification({ messages: [textMessage('wamid.forged', 'VS123456050')] });
    const res = await postSigned(app.client('198.51.100.9'), body, headers);
    expect(res).toMatchObject({ status, body: { code } });
    expect((await app.store.requests.get(id))?.status).toBe('waiting');
    expect(await app.store.whatsapp.get('wamid.forged')).toBeNull();
    expect(app.outboxLines()).toEqual([]);
    return app;
  }

  it('a notification without a signature: 401, and an audit event', async () => {
    const app = await refusedCase({ 'x-hub-signature-256': '' }, 401, 'whatsapp.signature_missing');
    expect(await refusals(app)).toEqual([expect.objectContaining({ actor: null, ok: false, ip: '198.51.100.9', detail: expect.stringContaining('without a signature') })]);
  });

  it.each([
    ['signed with another secret', () => signature(notification({ messages: [textMessage('wamid.forged', 'VS123456050')] }), 'guessed-secret')],
    ['signed over another body', () => signature('{}')],
    ['not in the sha256=<hex> form', () => 'sha1=abc'],
    ['a signature one digit short', () => signature(notification({ messages: [textMessage('wamid.forged', 'VS123456050')] })).slice(0, -1)],
  ])('a notification %s: 403, and an audit event', async (_, header) => {
    const app = await refusedCase({ 'x-hub-signature-256': header() }, 403, 'whatsapp.signature_invalid');
    expect(await refusals(app)).toEqual([expect.objectContaining({ ok: false, detail: expect.stringContaining('does not match') })]);
  });

  it('malformed JSON under a valid signature: 400, never 500', async () => {
    const app = await open();
    for (const body of ['{"entry": [', 'not json', '\u00ff']) {
      expect(await postSigned(app.client(), body)).toMatchObject({ status: 400, body: { code: 'body.not_json' } });
    }
    expect(await refusals(app)).toEqual([]);
  });

  it('a body past 256 KB: 413', async () => {
    const app = await open();
    const body = notification({ messages: [textMessage('wamid.big', 'x'.repeat(300 * 1024))] });
    expect(await postSigned(app.client(), body)).toMatchObject({ status: 413, body: { code: 'body.too_large' } });
    expect(await app.store.whatsapp.get('wamid.big')).toBeNull();
  });

  it('without WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN the route is not there (404) and takes nothing', async () => {
    const app = await open(false);
    const id = await waitingRequest(app, 'VS123456051');
    expect((await app.client().raw('GET', `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`, null)).status).toBe(404);
    const res = await postSigned(app.client(), notification({ messages: [textMessage('wamid.off', 'VS123456051')] }));
    expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await app.store.requests.get(id))?.status).toBe('waiting');
    expect(await app.store.whatsapp.get('wamid.off')).toBeNull();
  });
});

describe('allowances: a refused call never spends what signed ones may', () => {
  const unsigned = (caller: Client) => caller.raw('POST', WEBHOOK, '{}', { 'content-type': 'application/json' });

  it("600 unsigned calls claiming Meta's address, then a signed notification: taken, 200", async () => {
    const app = await open(true, () => undefined);
    const meta = app.client('173.252.95.1');
    const statuses = new Set<number>();
    for (let i = 0; i < 600; i++) statuses.add((await unsigned(meta)).status);
    expect(await postSigned(meta, notification({ messages: [textMessage('wamid.genuine', 'Hi')] }))).toMatchObject({ status: 200 });
    expect([...statuses].sort()).toEqual([401, 429]);
    expect(await app.store.whatsapp.get('wamid.genuine')).not.toBeNull();
    // Past their own allowance refusals cost no audit work either: the 1st and the 10th are listed.
    expect((await refusals(app)).length).toBe(2);
  });

  it('unsigned calls past their own allowance: 429, with Retry-After, and no audit event', async () => {
    const app = await open();
    const caller = app.client('192.0.2.77');
    for (let i = 0; i < 10; i++) expect((await unsigned(caller)).status).toBe(401);
    const res = await unsigned(caller);
    expect(res).toMatchObject({ status: 429, body: { code: 'whatsapp.too_many' } });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refusals(app)).length).toBe(2);
    expect((await postSigned(caller, notification({ messages: [textMessage('wamid.still', 'Hi')] }))).status).toBe(200);
  });

  it('signed notifications past their allowance: 429, not taken; another address is not held back', async () => {
    const app = await open();
    const caller = app.client('192.0.2.77');
    for (let i = 0; i < 20; i++) expect((await postSigned(caller, notification({}))).status).toBe(200);
    const res = await postSigned(caller, notification({ messages: [textMessage('wamid.late', 'Hi')] }));
    expect(res).toMatchObject({ status: 429, body: { code: 'whatsapp.too_many' } });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await app.store.whatsapp.get('wamid.late')).toBeNull();
    expect((await postSigned(app.client('192.0.2.78'), notification({ messages: [textMessage('wamid.other', 'Hi')] }))).status).toBe(200);
  });

  it('subscription checks spend the unsigned allowance: a guesser of the verify token is held back, signed notifications are not', async () => {
    const app = await open();
    const caller = app.client('192.0.2.77');
    for (let i = 0; i < 10; i++) expect((await caller.raw('GET', `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=guess${i}&hub.challenge=1`, null)).status).toBe(403);
    expect(await caller.raw('GET', `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`, null)).toMatchObject({ status: 429, body: { code: 'whatsapp.too_many' } });
    expect((await postSigned(caller, notification({ messages: [textMessage('wamid.after', 'Hi')] }))).status).toBe(200);
  });
});

describe("a message's age", () => {
  const DAY = 86_400_000;

  it('a signed body replayed after the purge took its message is passed over, and moves no request recorded since', async () => {
    const app = await open();
    const body = notification({ messages: [textMessage('wamid.gone', 'About VS123456070')] });
    expect((await postSigned(app.client(), body)).status).toBe(200);
    expect(await app.store.whatsapp.get('wamid.gone')).not.toBeNull();
    app.clock.advance(app.config.whatsappRetentionMs + DAY);
    await app.store.purge(purgeCutoffs(app.config, app.clock.now));
    expect(await app.store.whatsapp.get('wamid.gone')).toBeNull();

    const id = await waitingRequest(app, 'VS123456070');
    expect((await postSigned(app.client(), body)).status).toBe(200);
    expect(await app.store.whatsapp.get('wamid.gone')).toBeNull();
    expect((await app.store.requests.get(id))?.status).toBe('waiting');
    expect(app.outboxLines().filter((l) => l.kind === 'status')).toEqual([]);
  });

  it("keeps a message Meta retried within 7 days, at Meta's time; passes over an older one", async () => {
    const app = await open();
    const seconds = app.clock.now / 1000;
    const within = textMessage('wamid.retried', 'Hi', undefined, seconds - 7 * 86_400 + 60);
    const older = textMessage('wamid.stale', 'Hi', undefined, seconds - 7 * 86_400 - 1);
    expect((await postSigned(app.client(), notification({ messages: [within, older] }))).status).toBe(200);
    expect(await app.store.whatsapp.get('wamid.retried')).toMatchObject({ at: (seconds - 7 * 86_400 + 60) * 1000 });
    expect(await app.store.whatsapp.get('wamid.stale')).toBeNull();
  });

  it('takes no message older than the retention, when WHATSAPP_RETENTION_DAYS is under 7', async () => {
    const app = await open(true, (c) => {
      c.whatsappRetentionMs = 2 * DAY;
    });
    const message = textMessage('wamid.3days', 'Hi', undefined, app.clock.now / 1000 - 3 * 86_400);
    expect((await postSigned(app.client(), notification({ messages: [message] }))).status).toBe(200);
    expect(await app.store.whatsapp.get('wamid.3days')).toBeNull();
  });

  it("passes over a message without a valid time; one ahead of the server's clock is taken as now", async () => {
    const app = await open();
    const odd = ['', 'soon', '-5', '1.5', '0'].map((timestamp, i) => ({ ...textMessage(`wamid.odd${i}`, 'Hi'), timestamp }));
    const { timestamp: _, ...none } = textMessage('wamid.none', 'Hi');
    const ahead = textMessage('wamid.ahead', 'Hi', undefined, app.clock.now / 1000 + 3600);
    expect((await postSigned(app.client(), notification({ messages: [...odd, none, ahead] }))).status).toBe(200);
    expect((await app.store.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => [m.id, m.at])).toEqual([['wamid.ahead', app.clock.now]]);
  });
});

describe('a large or odd notification', () => {
  it('a batch of 1,000 messages: every one kept, and the server answers other calls between them', async () => {
    const app = await open();
    const messages = Array.from({ length: 1000 }, (_, i) => textMessage(`wamid.batch${i}`, `Please check VS12345${String(i).padStart(4, '0')} ${'and the fee '.repeat(10)}`));
    const body = notification({ messages });
    expect(body.length).toBeLessThan(256 * 1024);
    // The longest stretch in which the event loop gave a 5 ms timer no turn.
    let last = performance.now();
    let longest = 0;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    };
    const ticker = setInterval(tick, 5);
    const res = await postSigned(app.client(), body);
    tick();
    clearInterval(ticker);
    expect(res.status).toBe(200);
    expect(await app.store.whatsapp.get('wamid.batch0')).not.toBeNull();
    expect(await app.store.whatsapp.get('wamid.batch999')).not.toBeNull();
    expect(longest).toBeLessThan(250);
  }, 60_000);

  it('passes over media whose type is not a short type/subtype or whose id is not a token; keeps a type with parameters by its type', async () => {
    const app = await open();
    const media = (id: string, part: Record<string, unknown>) => ({ from: '919876543210', id, timestamp: '1767261600', type: 'document', document: part });
    const messages = [
      media('wamid.hugemime', { id: '1001', mime_type: `application/${'x'.repeat(200 * 1024)}` }),
      media('wamid.oddmime', { id: '1002', mime_type: 'text/html<script>' }),
      media('wamid.nomimetype', { id: '1003', mime_type: 'pdf' }),
      media('wamid.dotdot', { id: '..', mime_type: 'application/pdf' }),
      media('wamid.slash', { id: '12/../34', mime_type: 'application/pdf' }),
      media('wamid.longid', { id: '9'.repeat(200), mime_type: 'application/pdf' }),
      { from: '919876543210', id: 'wamid.voice', timestamp: '1767261600', type: 'audio', audio: { id: '1004', mime_type: 'audio/ogg; codecs=opus', voice: true } },
    ];
    const body = notification({ messages });
    expect(body.length).toBeLessThan(256 * 1024);
    expect((await postSigned(app.client(), body)).status).toBe(200);
    expect((await app.store.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => [m.id, m.media])).toEqual([['wamid.voice', [{ id: '1004', mime: 'audio/ogg' }]]]);
  });
});
