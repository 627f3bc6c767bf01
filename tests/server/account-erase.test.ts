// /api/me/account/data and /erase: the signed-in user downloads the account's data (account,
// settings, vehicles, requests) and deletes the account with everything of theirs after entering the
// password again; a wrong password is refused and changes nothing. Signed out afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestId } from '../../src/server/tracking/request-id';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, provenUser, WITH_TEXTS } from './helpers/tracking-app';

const PHONE = '+919812345670';
const PASSWORD = 'Kadapa#Fort2026';

let t: TestApp;
let owner: Client;

beforeEach(async () => {
  t = await makeTrackingApp();
  owner = await provenUser(t, '9812345670', PASSWORD);
  await owner.req('POST', '/api/me/vehicles', { number: 'AP39QZ7788' });
  await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042' });
  // Sent signed out from the account's proven number: the holder's too.
  await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456043', phone: PHONE });
  await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456044', phone: '+919000000009' });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/me/account/data', () => {
  it("answers the account, its settings and vehicles, and the holder's requests", async () => {
    const res = await owner.req('GET', '/api/me/account/data');
    expect(res.status).toBe(200);
    const of = (key: string) => (res.body.kinds as { key: string; records: Record<string, unknown>[] }[]).find((k) => k.key === key)!.records;
    expect(of('account')).toEqual([expect.objectContaining({ name: 'Test User', phone: PHONE, vehicles: [{ number: 'AP39QZ7788', expiries: {} }] })]);
    expect(of('request').map((r) => r.serviceNumber).sort()).toEqual(['VS123456042', 'VS123456043']);
    expect((await t.client().req('GET', '/api/me/account/data')).status).toBe(401);
  });
});

describe('POST /api/me/account/erase', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const res = await owner.req('POST', '/api/me/account/erase', { password: 'not-my-password' });
    expect([res.status, res.body.code, res.body.fieldCodes]).toEqual([400, 'auth.wrong_current_password', { password: 'auth.wrong_current_password' }]);
    expect((await owner.req('POST', '/api/me/account/erase', {})).status).toBe(400);
    expect(await t.store.users.byPhone(PHONE)).not.toBeNull();
    expect((await owner.req('GET', '/api/me/vehicles')).status).toBe(200);
    expect(await t.store.requests.get(requestId('VS123456043', PHONE))).not.toBeNull();
  });

  it('erases the account with its requests, texts the number, audits it without personal data and signs out', async () => {
    const res = await owner.req('POST', '/api/me/account/erase', { password: PASSWORD });
    expect([res.status, res.body.code]).toEqual([200, 'account.erased']);
    expect(await t.store.users.byPhone(PHONE)).toBeNull();
    for (const sn of ['VS123456042', 'VS123456043']) expect(await t.store.requests.get(requestId(sn, PHONE)), sn).toBeNull();
    expect(await t.store.requests.get(requestId('VS123456044', '+919000000009'))).not.toBeNull();
    expect((await owner.req('GET', '/api/me/vehicles')).status).toBe(401);
    expect((await t.client().req('POST', '/api/auth/login', { phone: PHONE, password: PASSWORD })).status).toBe(401);
    expect(t.outboxLines().at(-1)).toMatchObject({ to: PHONE, kind: 'notice', text: expect.stringContaining('account was deleted') });
    const events = (await t.store.audit.list({ action: 'account.erase' }, { limit: 5, cursor: null })).items;
    expect(events).toEqual([expect.objectContaining({ target: null, detail: 'with 2 requests', actor: null })]);
    expect(await t.store.audit.list({ action: 'request.erase' }, { limit: 5, cursor: null })).toEqual({ items: [], next: null });
  });
});
