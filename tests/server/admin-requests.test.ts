// The support desk's status changes and queue, seen by the visitor on /track and the dashboard.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
let desk: Client;
let owner: Client;
let id: string;
const PHONE = '9876543210';

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  owner = await signedUpUser(t, PHONE);
  await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber: 'VS123456042', vehicleNumber: 'AP39BJ1234' });
  id = ((await t.client().req('POST', '/api/requests/track', { serviceNumber: 'VS123456042', phone: PHONE })).body.request as { id: string }).id;
});
afterEach(async () => {
  await t.close();
});

const setStatus = (body: Record<string, unknown>) => desk.req('PATCH', `/api/admin/requests/${id}/status`, body);
const tracked = async () => (await t.client().req('POST', '/api/requests/track', { serviceNumber: 'VS123456042', phone: PHONE })).body.request;

describe('status changes', () => {
  it('moves waiting -> received -> in progress -> completed with notes the visitor reads, never who changed it', async () => {
    const start = t.clock.now;
    t.clock.advance(30_000);
    expect((await setStatus({ status: 'received' })).status).toBe(200);
    t.clock.advance(30_000);
    const moved = await setStatus({ status: 'in_progress', note: '  Documents checked, slot booked.  ' });
    expect(moved.status).toBe(200);
    t.clock.advance(60_000);
    await setStatus({ status: 'completed' });
    const view = await tracked();
    expect(view).toMatchObject({ status: 'completed' });
    expect((view as { history: unknown[] }).history).toEqual([
      { status: 'waiting', at: new Date(start).toISOString() },
      { status: 'received', at: new Date(start + 30_000).toISOString() },
      { status: 'in_progress', at: new Date(start + 60_000).toISOString(), note: 'Documents checked, slot booked.' },
      { status: 'completed', at: new Date(start + 120_000).toISOString() },
    ]);
    expect(JSON.stringify(view)).not.toContain('chief');
    expect((await owner.req('GET', '/api/me/requests')).body.requests).toEqual([view]);
  });

  it('closes with a reason, and only with one', async () => {
    const noReason = await setStatus({ status: 'closed' });
    expect(noReason.status).toBe(400);
    expect(noReason.texts).toEqual({ error: 'Please enter the reason for closing.', fields: { reason: 'Please enter the reason for closing.' } });
    expect((await setStatus({ status: 'in_progress', reason: 'why' })).status).toBe(400);
    const closed = await setStatus({ status: 'closed', reason: 'The vehicle is registered in another state.' });
    expect(closed.body.request).toMatchObject({ status: 'closed' });
    expect(((await tracked()) as { history: unknown[] }).history.at(-1)).toMatchObject({ status: 'closed', reason: 'The vehicle is registered in another state.' });
  });

  it.each([
    ['waiting', 'completed', [], 'A waiting request cannot be marked completed.'],
    ['received', 'completed', ['received'], 'A received request cannot be marked completed.'],
    ['received', 'received', ['received'], 'A received request cannot be marked received.'],
    ['completed', 'in_progress', ['in_progress', 'completed'], 'A completed request cannot be marked in progress.'],
    ['closed', 'in_progress', ['closed'], 'A closed request cannot be marked in progress.'],
  ])('refuses %s -> %s, changing nothing', async (_from, to, path, message) => {
    for (const status of path) await setStatus(status === 'closed' ? { status, reason: 'Duplicate' } : { status });
    const before = await tracked();
    const res = await setStatus({ status: to });
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: message, fields: { status: 'This change is not allowed.' } });
    expect(await tracked()).toEqual(before);
  });

  it('refuses a status that is not one, and answers 404 for an unknown request', async () => {
    expect((await setStatus({ status: 'waiting' })).status).toBe(400);
    expect((await setStatus({ status: 'lost' })).status).toBe(400);
    const missing = await desk.req('PATCH', '/api/admin/requests/AAAAAAAAAAAAAAAAAAAAAA/status', { status: 'in_progress' });
    expect(missing.status).toBe(404);
    expect(missing.texts).toEqual({ error: 'Request not found' });
  });
});

describe('the desk queue', () => {
  it('lists a status newest first with contact, vehicle and who changed what', async () => {
    t.clock.advance(1000);
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS999999999', phone: '9000000001' });
    const waiting = await desk.req('GET', '/api/admin/requests?status=waiting');
    expect((waiting.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['VS999999999', 'VS123456042']);
    expect((await desk.req('GET', '/api/admin/requests/counts')).body).toMatchObject({ waiting: 2 });
    expect((waiting.body.requests as unknown[])[1]).toMatchObject({ phone: '+919876543210', vehicleNumber: 'AP39BJ1234', signedIn: true });
    await setStatus({ status: 'in_progress', note: 'On it' });
    const working = await desk.req('GET', '/api/admin/requests?status=in_progress');
    expect((working.body.requests as { history: unknown[] }[])[0]!.history.at(-1)).toMatchObject({ status: 'in_progress', note: 'On it', by: 'chief' });
    expect((await desk.req('GET', '/api/admin/requests?status=lost')).status).toBe(400);
  });
});
