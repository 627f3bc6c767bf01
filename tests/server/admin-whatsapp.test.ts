// The desk's WhatsApp against the real SQLite store and a local fake of the Graph API (a tiny HTTP
// server that checks the token and the path, as Meta's would): a request's thread and its reply
// window, replies as free text inside the 24 hours and as the approved template outside them,
// media fetched on demand and streamed, the unmatched list and the link that moves a waiting
// request to received. Admin guard, CSRF and the audit trail as for every console action.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers/test-app';
import { MEDIA_MAX_BYTES } from '../../src/server/whatsapp-api/graph-api';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';
import { APP_SECRET, VERIFY_TOKEN, notification, postSigned, textMessage, threadOf } from './helpers/whatsapp-webhook';

const PHONE = '9876543210';
const HOUR = 3_600_000;
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

// The Graph API's stand-in; `mediaAnswers` changes its answer to GET /{media-id} for some ids.
const graph: { sent: Record<string, unknown>[]; fail: boolean; mediaCalls: number; mediaAnswers: Record<string, object> } = { sent: [], fail: false, mediaCalls: 0, mediaAnswers: {} };
let graphServer: http.Server;
let graphBase = '';
/** A media 1 MB past the cap, streamed in chunks; `told` says its length up front. */
function sendBig(res: http.ServerResponse, length: 'chunked' | 'told') {
  const size = MEDIA_MAX_BYTES + 1024 * 1024;
  res.writeHead(200, { 'content-type': 'video/mp4', ...(length === 'told' ? { 'content-length': String(size) } : {}) });
  const chunk = Buffer.alloc(256 * 1024, 7);
  let written = 0;
  const more = () => {
    while (written < size && !res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
}
// Any other host a Graph answer could point at (loopback, another port): it records what reached it.
const elsewhere: { calls: number; authorization: string[] } = { calls: 0, authorization: [] };
let elsewhereServer: http.Server;
let elsewhereBase = '';
beforeAll(async () => {
  elsewhereServer = http.createServer((req, res) => {
    elsewhere.calls++;
    elsewhere.authorization.push(req.headers.authorization ?? '');
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(PHOTO);
  });
  await new Promise<void>((r) => elsewhereServer.listen(0, '127.0.0.1', r));
  elsewhereBase = `http://127.0.0.1:${(elsewhereServer.address() as { port: number }).port}`;
});
beforeAll(async () => {
  graphServer = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer graph-token') return json(401, { error: { message: 'bad token' } });
      if (req.method === 'POST' && req.url === '/v21.0/1234567890/messages') {
        if (graph.fail) return json(500, { error: { message: 'down' } });
        graph.sent.push(JSON.parse(data) as Record<string, unknown>);
        return json(200, { messaging_product: 'whatsapp', messages: [{ id: `wamid.reply${graph.sent.length}` }] });
      }
      const media = /^\/v21\.0\/(\d+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && media) {
        graph.mediaCalls++;
        const answer = graph.mediaAnswers[media[1]!];
        return json(200, { url: `${graphBase}/files/${media[1]}`, mime_type: 'image/jpeg', ...answer });
      }
      if (req.method === 'GET' && req.url === '/files/big') return sendBig(res, 'chunked');
      if (req.method === 'GET' && req.url === '/files/big-told') return sendBig(res, 'told');
      if (req.method === 'GET' && req.url?.startsWith('/files/')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(PHOTO);
      }
      json(404, { error: { message: 'no such path' } });
    });
  });
  await new Promise<void>((r) => graphServer.listen(0, '127.0.0.1', r));
  graphBase = `http://127.0.0.1:${(graphServer.address() as { port: number }).port}`;
});
afterAll(() => {
  graphServer.close();
  elsewhereServer.close();
});

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
  graph.sent.length = 0;
  graph.fail = false;
  graph.mediaCalls = 0;
  graph.mediaAnswers = {};
  elsewhere.calls = 0;
  elsewhere.authorization.length = 0;
});

async function open(withApi = true, perPhonePerDay?: number): Promise<TestApp> {
  t = await makeTrackingApp({
    tweak: (c) => {
      if (perPhonePerDay) c.texts.perPhonePerDay = perPhonePerDay;
      c.whatsapp = {
        inbox: { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN },
        api: withApi ? { apiUrl: `${graphBase}/v21.0`, phoneNumberId: '1234567890', token: 'graph-token', template: 'request_status_update', timeoutMs: 5000 } : null,
      };
    },
  });
  return t;
}

async function desk(app: TestApp, role: 'admin' | 'moderator' = 'moderator'): Promise<Client> {
  await app.createAdmin('chief', 'chief-pass-1', role);
  const c = app.client();
  expect((await c.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' })).status).toBe(200);
  return c;
}

async function waitingRequest(app: TestApp, serviceNumber: string): Promise<string> {
  expect((await app.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone: PHONE })).status).toBe(201);
  return (await app.store.requests.search({ serviceNumber }, { limit: 1, cursor: null })).items[0]!.id;
}

const auditOf = async (app: TestApp, action: 'whatsapp.reply' | 'whatsapp.link') => (await app.store.audit.list({ action }, { limit: 10, cursor: null })).items;

describe("a request's thread", () => {
  it('shows the messages in and out with media by type, and the window open for 24 hours after the last incoming one', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456060');
    const photo = (n: number) => ({ from: '919876543210', id: `wamid.p${n}`, timestamp: '1767261600', type: 'image', image: { id: `55500${n}`, mime_type: 'image/jpeg', caption: 'VS123456060' } });
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.t', 'VS 123 456 060 sent'), photo(1), photo(2)] }));
    const c = await desk(app);
    const res = await c.req('GET', `/api/admin/whatsapp/requests/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      canReply: true,
      template: 'request_status_update',
      window: { open: true, lastInAt: '2026-01-01T10:00:00.000Z', closesAt: '2026-01-02T10:00:00.000Z' },
    });
    expect((res.body.messages as { id: string; media: unknown[] }[]).map((m) => [m.id, m.media])).toEqual([
      ['wamid.t', []],
      ['wamid.p1', [{ mime: 'image/jpeg' }]],
      ['wamid.p2', [{ mime: 'image/jpeg' }]],
    ]);
    app.clock.advance(24 * HOUR);
    // Signed in again: an admin session ends after 30 idle minutes.
    expect((await (await desk(app)).req('GET', `/api/admin/whatsapp/requests/${id}`)).body.window).toMatchObject({ open: false });
  });

  it('opens a photo by fetching it from the Graph API with the token and streaming it, never keeping it', async () => {
    const app = await open();
    await waitingRequest(app, 'VS123456061');
    const image = { from: '919876543210', id: 'wamid.photo', timestamp: '1767261600', type: 'image', image: { id: '777001', mime_type: 'image/jpeg', caption: 'VS123456061' } };
    const page = { from: '919876543210', id: 'wamid.page', timestamp: '1767261600', type: 'document', document: { id: '777002', mime_type: 'text/html', caption: 'VS123456061' } };
    await postSigned(app.client(), notification({ messages: [image, page] }));
    const c = await desk(app);
    const res = await app.app.fetch(new Request('http://localhost/api/admin/whatsapp/messages/wamid.photo/media/0', { headers: { cookie: c.cookie } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PHOTO);
    // A page sent as a document is downloaded as bytes, never shown in the console's origin.
    const html = await app.app.fetch(new Request('http://localhost/api/admin/whatsapp/messages/wamid.page/media/0', { headers: { cookie: c.cookie } }));
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toBe('attachment');
    await html.arrayBuffer();
    expect(await c.req('GET', '/api/admin/whatsapp/messages/wamid.photo/media/1')).toMatchObject({ status: 404, body: { code: 'whatsapp.media_not_found' } });
    expect(await c.req('GET', '/api/admin/whatsapp/messages/wamid.none/media/0')).toMatchObject({ status: 404, body: { code: 'whatsapp.media_not_found' } });
    expect(graph.mediaCalls).toBe(2);
  });
});

describe('the media proxy sends the token only to Meta and passes on at most 16 MB', () => {
  /** Keeps a photo message with this media id, as if Meta had sent it, and signs the desk in. */
  async function photoWith(app: TestApp, mediaId: string): Promise<(path: string) => Promise<Response>> {
    await app.store.whatsapp.add({ id: 'wamid.m', direction: 'in', phone: '+919876543210', serviceNumber: null, requestId: null, kind: 'image', text: '', media: [{ id: mediaId, mime: 'image/jpeg' }], at: app.clock.now, status: null, linkedBy: null });
    const c = await desk(app);
    return async (path) => app.app.fetch(new Request(`http://localhost${path}`, { headers: { cookie: c.cookie } }));
  }

  it.each([
    ['a loopback URL at another port', () => `${elsewhereBase}/files/777003`],
    ['a host that is not Meta\'s', () => 'https://files.example/777003'],
    ["Meta's media host over http", () => 'http://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=777003'],
    ["Meta's media host at another port", () => 'https://lookaside.fbsbx.com:8443/whatsapp_business/attachments/?mid=777003'],
    ["Meta's media host under another's credentials", () => `https://lookaside.fbsbx.com@${elsewhereBase.slice('http://'.length)}/files`],
    ['no URL at all', () => 'not a url'],
  ])('refuses %s from a Graph answer: 502, and the token never goes there', async (_, url) => {
    const app = await open();
    graph.mediaAnswers['777003'] = { url: url() };
    const get = await photoWith(app, '777003');
    const res = await get('/api/admin/whatsapp/messages/wamid.m/media/0');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'whatsapp.media_failed' });
    expect(elsewhere).toEqual({ calls: 0, authorization: [] });
  });

  it.each(['..', '../v20.0/123', '123?fields=x'])('refuses the media id %j: 404, and the Graph API is not asked', async (mediaId) => {
    const app = await open();
    const get = await photoWith(app, mediaId);
    const res = await get('/api/admin/whatsapp/messages/wamid.m/media/0');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'whatsapp.media_not_found' });
    expect(graph.mediaCalls).toBe(0);
  });

  it('cuts a media past 16 MB with an error, never streaming it whole', async () => {
    const app = await open();
    graph.mediaAnswers['777004'] = { url: `${graphBase}/files/big` };
    const get = await photoWith(app, '777004');
    const res = await get('/api/admin/whatsapp/messages/wamid.m/media/0');
    expect(res.status).toBe(200);
    let received = 0;
    const reader = res.body!.getReader();
    const read = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        received += value.byteLength;
      }
    };
    await expect(read()).rejects.toThrow();
    expect(received).toBeLessThanOrEqual(MEDIA_MAX_BYTES);
  });

  it.each([
    ['Meta says so (file_size)', { url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=777005', file_size: MEDIA_MAX_BYTES + 1 }],
    ['its host says so (Content-Length)', { url: 'big-told' }],
  ])('refuses a media past 16 MB before streaming it when %s: 502 whatsapp.media_too_large', async (_, answer) => {
    const app = await open();
    graph.mediaAnswers['777005'] = { ...answer, url: answer.url === 'big-told' ? `${graphBase}/files/big-told` : answer.url };
    const get = await photoWith(app, '777005');
    const res = await get('/api/admin/whatsapp/messages/wamid.m/media/0');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'whatsapp.media_too_large', values: { max: '16 MB' } });
  });
});

describe("the desk's reply", () => {
  it('goes as free text inside the window, is kept in the thread and follows the statuses Meta reports', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456062');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.in', 'VS123456062')] }));
    app.clock.advance(23 * HOUR);
    const c = await desk(app);
    const res = await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: '  Please send the RC photo.  ' });
    expect(res).toMatchObject({ status: 200, body: { code: 'whatsapp.replied_text', as: 'text', sent: { id: 'wamid.reply1', direction: 'out', status: 'sent', text: 'Please send the RC photo.' } } });
    expect(graph.sent).toEqual([{ messaging_product: 'whatsapp', recipient_type: 'individual', to: '919876543210', type: 'text', text: { preview_url: false, body: 'Please send the RC photo.' } }]);
    await postSigned(app.client(), notification({ statuses: [{ id: 'wamid.reply1', status: 'read', timestamp: '1767344400', recipient_id: '919876543210' }] }));
    const thread = (await c.req('GET', `/api/admin/whatsapp/requests/${id}`)).body.messages as { id: string; status: string | null }[];
    expect(thread.map((m) => [m.id, m.status])).toEqual([['wamid.in', null], ['wamid.reply1', 'read']]);
    expect(await auditOf(app, 'whatsapp.reply')).toEqual([expect.objectContaining({ actor: 'chief', target: id, ok: true, detail: 'VS123456062: free text, inside the 24-hour window' })]);
  });

  it('goes as the approved template, the reply as its note, once the window has closed or when the visitor never wrote', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456063');
    const c = await desk(app);
    const never = await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'We have not had your message yet.' });
    expect(never).toMatchObject({ status: 200, body: { code: 'whatsapp.replied_template', as: 'template' } });
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.in', 'VS123456063')] }));
    app.clock.advance(24 * HOUR + 1);
    const late = await (await desk(app)).req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Your slot is on Monday.' });
    expect(late.body).toMatchObject({ as: 'template' });
    const template = graph.sent[1] as { type: string; template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } };
    expect(template).toMatchObject({ type: 'template', to: '919876543210', template: { name: 'request_status_update', language: { code: 'en' } } });
    expect(template.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      'VS123456063', 'Vehicle Fitness Certificate', 'Received', 'Your slot is on Monday. https://apvehicleassist.in/track?serviceNumber=VS123456063',
    ]);
    expect((await auditOf(app, 'whatsapp.reply'))[0]).toMatchObject({ detail: 'VS123456063: template request_status_update, outside the 24-hour window' });
  });

  it('keeps nothing when the Graph API does not take it (502), and is refused without its settings (503)', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456064');
    const c = await desk(app);
    graph.fail = true;
    expect(await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Hello' })).toMatchObject({ status: 502, body: { code: 'whatsapp.reply_failed' } });
    expect(await threadOf(app, 'VS123456064')).toEqual([]);
    await t!.close();
    const off = await open(false);
    const offId = await waitingRequest(off, 'VS123456065');
    const d = await desk(off);
    expect((await d.req('GET', `/api/admin/whatsapp/requests/${offId}`)).body).toMatchObject({ canReply: false });
    expect(await d.req('POST', `/api/admin/whatsapp/requests/${offId}/reply`, { text: 'Hello' })).toMatchObject({ status: 503, body: { code: 'whatsapp.not_configured' } });
  });

  it("passes the text ledger: past the number's texts of the day nothing is sent, the desk is told why, and the refusal is logged", async () => {
    // Three a day: the status text of the message's arrival (received), then two replies.
    const app = await open(true, 3);
    const id = await waitingRequest(app, 'VS123456067');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.in', 'VS123456067')] }));
    const c = await desk(app);
    for (const text of ['One', 'Two']) expect((await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text })).status).toBe(200);
    const refused = await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Three' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'whatsapp.reply_capped' } });
    expect(refused.texts.error).toBe("Not sent: today's texts to this mobile number, or its account, are spent. Please reply tomorrow or call the visitor.");
    expect(graph.sent).toHaveLength(2);
    expect((await threadOf(app, 'VS123456067')).map((m) => m.text)).toEqual(['VS123456067', 'One', 'Two']);
    expect(app.logLines().filter((l) => l.security === 'user.text_refused')).toEqual([expect.objectContaining({ outcome: 'refused', detail: "reply: the number had the day's texts" })]);
    // A new day in India: the reply goes.
    app.clock.advance(24 * HOUR);
    expect((await (await desk(app)).req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Three' })).status).toBe(200);
  });

  it('refuses an empty or overlong reply and an unknown request, sending nothing', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456066');
    const c = await desk(app);
    expect(await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: '   ' })).toMatchObject({ status: 400, body: { fieldCodes: { text: 'whatsapp.reply_required' } } });
    expect((await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, {})).status).toBe(400);
    expect((await c.req('POST', '/api/admin/whatsapp/requests/no-such-request/reply', { text: 'Hi' })).status).toBe(404);
    expect(graph.sent).toEqual([]);
  });
});

describe('a message linked from another phone', () => {
  const RELATIVE = '919000000001';

  /** A waiting request of PHONE, and a message from a relative's phone the desk links to it. */
  async function linkedFromRelative(app: TestApp, serviceNumber: string, c: Client): Promise<string> {
    const id = await waitingRequest(app, serviceNumber);
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.rel', 'I write for my father', RELATIVE)] }));
    const linked = await c.req('POST', '/api/admin/whatsapp/messages/wamid.rel/link', { serviceNumber });
    expect(linked.body).toMatchObject({ senderDiffers: true, linked: { phone: '+919000000001' } });
    return id;
  }

  it("lists its sender beside the request's number in the thread, each with its own 24-hour window", async () => {
    const app = await open();
    const c = await desk(app);
    const id = await linkedFromRelative(app, 'VS123456090', c);
    const thread = await c.req('GET', `/api/admin/whatsapp/requests/${id}`);
    expect(thread.body).toMatchObject({
      phone: '+919876543210',
      window: { open: false, lastInAt: null },
      senders: [
        { phone: '+919876543210', own: true, window: { open: false, lastInAt: null } },
        { phone: '+919000000001', own: false, window: { open: true, lastInAt: '2026-01-01T10:00:00.000Z' } },
      ],
    });
    expect((thread.body.messages as { phone: string }[]).map((m) => m.phone)).toEqual(['+919000000001']);
  });

  it('takes a reply to that sender as free text inside its window, counted against that number and audited; never to a number outside the thread', async () => {
    const app = await open(true, 1);
    const c = await desk(app);
    const id = await linkedFromRelative(app, 'VS123456091', c);
    const reply = await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'We have your papers.', to: '+919000000001' });
    expect(reply).toMatchObject({ status: 200, body: { code: 'whatsapp.replied_text', as: 'text', to: '+919000000001', sent: { direction: 'out', phone: '+919000000001' } } });
    expect(graph.sent).toEqual([expect.objectContaining({ type: 'text', to: '919000000001' })]);
    expect((await auditOf(app, 'whatsapp.reply'))[0]).toMatchObject({ target: id, detail: "VS123456091: free text, inside the 24-hour window to +91******0001, not the request's +91******3210" });
    // One text a day a number: that number's is spent, the request's own number still has its own.
    expect(await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'And the RC?', to: '+919000000001' })).toMatchObject({ status: 429, body: { code: 'whatsapp.reply_capped' } });
    const own = await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Your request is received.' });
    expect(own).toMatchObject({ status: 200, body: { as: 'template', to: '+919876543210' } });
    expect(graph.sent[1]).toMatchObject({ type: 'template', to: '919876543210' });
    // Any other number, even in another form of a sender's, is refused and nothing goes out.
    for (const to of ['+919000000002', '9000000001', 'x'.repeat(41)]) {
      expect(await c.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Hello', to })).toMatchObject({ status: 400, body: { fieldCodes: { to: 'whatsapp.reply_to_unknown' } } });
    }
    expect(graph.sent).toHaveLength(2);
    expect((await threadOf(app, 'VS123456091')).map((m) => [m.direction, m.phone])).toEqual([
      ['in', '+919000000001'],
      ['out', '+919000000001'],
      ['out', '+919876543210'],
    ]);
  });

  it('goes to that sender as the template once its window has closed', async () => {
    const app = await open();
    const c = await desk(app);
    const id = await linkedFromRelative(app, 'VS123456092', c);
    app.clock.advance(24 * HOUR + 1);
    const late = await (await desk(app)).req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Please call us.', to: '+919000000001' });
    expect(late.body).toMatchObject({ as: 'template', to: '+919000000001' });
    expect(graph.sent[0]).toMatchObject({ type: 'template', to: '919000000001' });
  });
});

describe('unmatched messages', () => {
  it('are listed newest first; linking one by its service number as the desk reads it moves the waiting request to received and texts the visitor', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456070');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.a', 'Hello, I sent the form', '919876543210', 1767261600), textMessage('wamid.b', 'Anyone there?', '919876543210', 1767261660)] }));
    const c = await desk(app);
    const list = await c.req('GET', '/api/admin/whatsapp/unmatched');
    expect(list.status).toBe(200);
    expect((list.body.messages as { id: string }[]).map((m) => m.id)).toEqual(['wamid.b', 'wamid.a']);

    const res = await c.req('POST', '/api/admin/whatsapp/messages/wamid.a/link', { serviceNumber: 'vs 123 456 o70' });
    expect(res).toMatchObject({ status: 200, body: { code: 'whatsapp.linked', linked: { id: 'wamid.a', serviceNumber: 'VS123456070', linkedBy: 'chief' }, request: { status: 'received' } } });
    expect((res.body.request as { history: unknown[] }).history.at(-1)).toMatchObject({ status: 'received', by: 'chief', via: 'whatsapp' });
    expect(app.outboxLines().filter((l) => l.kind === 'status')).toHaveLength(1);
    expect((await c.req('GET', '/api/admin/whatsapp/unmatched')).body.messages).toEqual([expect.objectContaining({ id: 'wamid.b' })]);
    expect(await auditOf(app, 'whatsapp.link')).toEqual([expect.objectContaining({ actor: 'chief', target: 'wamid.a', ok: true, detail: 'linked to VS123456070; the request waiting -> received' })]);

    // The second message goes to the same request, which stays received.
    const again = await c.req('POST', '/api/admin/whatsapp/messages/wamid.b/link', { serviceNumber: 'VS123456070' });
    expect(again.body).toMatchObject({ request: { id, status: 'received' } });
    expect(app.outboxLines().filter((l) => l.kind === 'status')).toHaveLength(1);
  });

  it("links the phone's other unmatched messages in the same call when asked, only those, audited", async () => {
    const app = await open();
    await waitingRequest(app, 'VS123456072');
    const photo = (id: string, at: number, from = '919876543210') => ({ from, id, timestamp: String(at), type: 'image', image: { id: `9${at}`, mime_type: 'image/jpeg' } });
    await postSigned(app.client(), notification({
      messages: [
        textMessage('wamid.first', 'Hello, I sent the form for my RC', '919876543210', 1767261600),
        photo('wamid.rc', 1767261660),
        photo('wamid.insurance', 1767261720),
        photo('wamid.stranger', 1767261780, '919000000001'),
      ],
    }));
    const c = await desk(app);
    const list = await c.req('GET', '/api/admin/whatsapp/unmatched');
    expect(list.body.unmatchedByPhone).toEqual({ '+919876543210': 3, '+919000000001': 1 });

    const res = await c.req('POST', '/api/admin/whatsapp/messages/wamid.first/link', { serviceNumber: 'VS123456072', samePhone: true });
    expect(res).toMatchObject({ status: 200, body: { code: 'whatsapp.linked_with_others', message: 'Message and 2 more from this phone linked to VS123456072.', alsoLinked: 2, request: { status: 'received' } } });
    expect((await threadOf(app, 'VS123456072')).map((m) => [m.id, m.linkedBy])).toEqual([
      ['wamid.first', 'chief'],
      ['wamid.rc', 'chief'],
      ['wamid.insurance', 'chief'],
    ]);
    expect((await c.req('GET', '/api/admin/whatsapp/unmatched')).body).toMatchObject({ messages: [{ id: 'wamid.stranger' }], unmatchedByPhone: { '+919000000001': 1 } });
    expect(await auditOf(app, 'whatsapp.link')).toEqual([
      expect.objectContaining({ target: 'wamid.first', ok: true, detail: 'linked to VS123456072 with 2 other unmatched messages from +91******3210; the request waiting -> received' }),
    ]);
    expect(await c.req('POST', '/api/admin/whatsapp/messages/wamid.stranger/link', { serviceNumber: 'VS123456072', samePhone: 'yes' })).toMatchObject({ status: 400, body: { fieldCodes: { samePhone: 'whatsapp.same_phone_invalid' } } });
    expect((await app.store.whatsapp.get('wamid.stranger'))?.serviceNumber).toBeNull();
  });

  it('refuses a link to no request, a number that cannot be one, a message linked already or unknown, changing nothing', async () => {
    const app = await open();
    await waitingRequest(app, 'VS123456071');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.x', 'Hello'), textMessage('wamid.y', 'VS123456071')] }));
    const c = await desk(app);
    const link = (id: string, serviceNumber: unknown) => c.req('POST', `/api/admin/whatsapp/messages/${id}/link`, { serviceNumber });
    expect(await link('wamid.x', 'VS999999999')).toMatchObject({ status: 404, body: { code: 'whatsapp.number_unknown', values: { serviceNumber: 'VS999999999' } } });
    expect(await link('wamid.x', 'hello')).toMatchObject({ status: 400, body: { code: 'service_number.invalid' } });
    expect(await link('wamid.x', 42)).toMatchObject({ status: 400 });
    expect(await link('wamid.y', 'VS123456071')).toMatchObject({ status: 409, body: { code: 'whatsapp.already_linked' } });
    expect(await link('wamid.none', 'VS123456071')).toMatchObject({ status: 404, body: { code: 'whatsapp.message_not_found' } });
    expect((await app.store.whatsapp.get('wamid.x'))?.serviceNumber).toBeNull();
    expect(await auditOf(app, 'whatsapp.link')).toEqual([]);
  });
});

describe('the guard', () => {
  it('asks for an admin session (401) and refuses a request from another site (403), changing nothing', async () => {
    const app = await open();
    const id = await waitingRequest(app, 'VS123456080');
    await postSigned(app.client(), notification({ messages: [textMessage('wamid.z', 'Hello')] }));
    const stranger = app.client();
    expect((await stranger.req('GET', '/api/admin/whatsapp/unmatched')).status).toBe(401);
    expect((await stranger.req('GET', `/api/admin/whatsapp/requests/${id}`)).status).toBe(401);
    expect((await stranger.req('GET', '/api/admin/whatsapp/messages/wamid.z/media/0')).status).toBe(401);
    expect((await stranger.req('POST', '/api/admin/whatsapp/messages/wamid.z/link', { serviceNumber: 'VS123456080' })).status).toBe(401);
    expect((await stranger.req('POST', `/api/admin/whatsapp/requests/${id}/reply`, { text: 'Hi' })).status).toBe(401);
    const c = await desk(app);
    const crossSite = await c.req('POST', '/api/admin/whatsapp/messages/wamid.z/link', { serviceNumber: 'VS123456080' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite).toMatchObject({ status: 403, body: { code: 'origin.refused' } });
    expect((await app.store.whatsapp.get('wamid.z'))?.serviceNumber).toBeNull();
    expect((await app.store.requests.get(id))?.status).toBe('waiting');
    expect(graph.sent).toEqual([]);
  });
});
