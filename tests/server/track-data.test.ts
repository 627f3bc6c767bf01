// /api/requests/track/data and /erase: a data_access code texted to the request's number gives a
// 10-minute token; with it its holder downloads every kind kept under the number and deletes a request
// (counted, its thread gone, confirmed by SMS, audited without personal data). A wrong, expired or
// other number's token, or another number's request, is refused and changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOWN_DATA_KINDS } from '../../src/core/data-kinds';
import { requestId } from '../../src/server/tracking/request-id';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';

const PHONE = '+919812345670';
const OTHER = '+919000000009';
const MINE = 'VS123456042';
const THEIRS = 'VS123456043';

let t: TestApp;

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: MINE, phone: PHONE, vehicleNumber: 'AP39QZ7788' });
  await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: THEIRS, phone: OTHER });
  await t.store.whatsapp.add({
    id: 'wamid.photo', direction: 'in', phone: PHONE, serviceNumber: MINE, requestId: requestId(MINE, PHONE), kind: 'image',
    text: 'my RC photo', media: [{ id: 'media-77', mime: 'image/jpeg' }], at: t.clock.now, status: null, linkedBy: null,
  });
});
afterEach(async () => {
  await t.close();
});

/** A data token for `phone`, as /track gets one: a code texted to it, then entered in the same browser. */
async function dataToken(c: Client, phone: string): Promise<string> {
  const sent = await c.req('POST', '/api/auth/otp/send', { phone, purpose: 'data_access' });
  expect(sent.status).toBe(200);
  const verified = await c.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge: sent.body.challenge });
  expect(verified.status).toBe(200);
  expect(verified.body).toMatchObject({ code: 'otp.verified_data', dataWithinSeconds: 600 });
  return verified.body.dataToken as string;
}

describe('POST /api/requests/track/data', () => {
  it("answers every kind the policy lists, with the number's requests, case and thread", async () => {
    const c = t.client();
    const token = await dataToken(c, PHONE);
    const res = await c.req('POST', '/api/requests/track/data', { serviceNumber: MINE, phone: '98123 45670', dataToken: token });
    expect(res.status).toBe(200);
    const kinds = res.body.kinds as { key: string; records: Record<string, unknown>[] }[];
    expect(kinds.map((k) => k.key)).toEqual(SHOWN_DATA_KINDS.map((k) => k.key));
    const of = (key: string) => kinds.find((k) => k.key === key)!.records;
    expect(of('request')).toEqual([expect.objectContaining({ serviceNumber: MINE, phone: PHONE, vehicleNumber: 'AP39QZ7788', status: 'waiting', caseAnswers: {} })]);
    expect(of('whatsapp')).toEqual([expect.objectContaining({ text: 'my RC photo', mediaIds: ['media-77'], direction: 'in' })]);
    // The code it was proven with is in the text ledger's count.
    expect(of('security')).toEqual([expect.objectContaining({ textsSent: 1 })]);
    expect(JSON.stringify(res.body)).not.toContain(THEIRS);
  });

  it('texts no code to a number nothing is kept under, and answers alike', async () => {
    const sent = await t.client().req('POST', '/api/auth/otp/send', { phone: '9111111111', purpose: 'data_access' });
    expect(sent.status).toBe(200);
    expect(t.lastCode('+919111111111')).toBeNull();
  });
});

describe('POST /api/requests/track/erase', () => {
  it('erases the request and its thread, counts it, texts the number and audits it without personal data', async () => {
    const c = t.client();
    const token = await dataToken(c, PHONE);
    const res = await c.req('POST', '/api/requests/track/erase', { serviceNumber: MINE, phone: PHONE, dataToken: token });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('request.erased');
    expect(await t.store.requests.get(requestId(MINE, PHONE))).toBeNull();
    expect(await t.store.whatsapp.get('wamid.photo')).toBeNull();
    expect((await t.client().req('POST', '/api/requests/track', { serviceNumber: MINE, phone: PHONE })).status).toBe(404);
    expect(t.outboxLines().at(-1)).toMatchObject({ to: PHONE, kind: 'notice', text: expect.stringContaining(`${MINE} was deleted`) });
    const events = (await t.store.audit.list({ action: 'request.erase' }, { limit: 5, cursor: null })).items;
    expect(events).toEqual([expect.objectContaining({ action: 'request.erase', target: null, detail: 'vehicle-ekyc', actor: null })]);
    expect(JSON.stringify(events)).not.toMatch(/9812345670|VS123456042/);
    // Nothing else is kept under the number: its token went with its codes.
    expect((await c.req('POST', '/api/requests/track/data', { serviceNumber: MINE, phone: PHONE, dataToken: token })).status).toBe(403);
    expect(await t.store.requests.get(requestId(THEIRS, OTHER))).not.toBeNull();
  });

  it('refuses a made-up, an expired and another number\'s token, and another number\'s request, changing nothing', async () => {
    const c = t.client();
    const token = await dataToken(c, PHONE);
    const otherToken = await dataToken(t.client('198.51.100.4'), OTHER);
    const tries: [Record<string, string>, number, string][] = [
      [{ serviceNumber: MINE, phone: PHONE, dataToken: 'A'.repeat(43) }, 403, 'data.token_invalid'],
      [{ serviceNumber: MINE, phone: PHONE, dataToken: otherToken }, 403, 'data.token_invalid'],
      [{ serviceNumber: THEIRS, phone: OTHER, dataToken: token }, 403, 'data.token_invalid'],
      [{ serviceNumber: THEIRS, phone: PHONE, dataToken: token }, 404, 'request.track_not_found'],
      [{ serviceNumber: MINE, phone: PHONE, dataToken: 'short' }, 400, 'data.token_invalid'],
      [{ serviceNumber: MINE, phone: PHONE }, 400, 'data.token_invalid'],
    ];
    for (const [body, status, code] of tries) {
      for (const path of ['/api/requests/track/data', '/api/requests/track/erase']) {
        const res = await c.req('POST', path, body);
        expect([path, res.status, res.body.code]).toEqual([path, status, code]);
      }
    }
    t.clock.advance(10 * 60_000 + 1);
    expect((await c.req('POST', '/api/requests/track/erase', { serviceNumber: MINE, phone: PHONE, dataToken: token })).status).toBe(403);
    expect(await t.store.requests.get(requestId(MINE, PHONE))).not.toBeNull();
    expect(await t.store.requests.get(requestId(THEIRS, OTHER))).not.toBeNull();
    expect(await t.store.whatsapp.get('wamid.photo')).not.toBeNull();
    expect((await t.store.audit.list({ action: 'request.erase' }, { limit: 5, cursor: null })).items).toEqual([]);
  });
});
