// Drop-off counts: what a form's page view reports as the visitor leaves, and what the console reads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp } from './helpers/tracking-app';

let t: TestApp;
let desk: Client;

async function start(tweak?: Parameters<typeof makeTrackingApp>[0]) {
  t = await makeTrackingApp(tweak);
  await t.createAdmin('chief', 'chief-pass-1', 'moderator');
  desk = t.client('198.51.100.1');
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
}
afterEach(async () => {
  await t.close();
});

const batch = (over: Record<string, unknown> = {}) => ({ entryId: 'duplicate-rc', lang: 'en', reached: ['reasonForDuplicate', 'onLoan', 'vehicleNumber'], invalid: [], sent: false, ...over });
const report = (body: unknown, ip?: string) => t.client(ip).req('POST', '/api/form-stats', body);
const dropOff = async (query = 'service=duplicate-rc') => {
  const res = await desk.req('GET', `/api/admin/insights/drop-off?${query}`);
  expect(res.status).toBe(200);
  return res.body as { views: number; sent: number; fields: { field: string; reached: number; invalid: number; sent: number }[] };
};
const counts = (data: Awaited<ReturnType<typeof dropOff>>, field: string) => data.fields.find((f) => f.field === field);

describe('POST /api/form-stats', () => {
  beforeEach(() => start());

  it('counts a page view per question in form order: reached, left invalid, sent; no cookie is set', async () => {
    const left = await report(batch({ invalid: ['vehicleNumber'] }));
    expect(left.status).toBe(204);
    expect(left.headers.get('set-cookie')).toBeNull();
    expect((await report(batch({ reached: ['reasonForDuplicate', 'onLoan', 'vehicleNumber', 'chassisNumber', 'ownerName', 'mobileNumber'], sent: true }))).status).toBe(204);

    const data = await dropOff();
    expect(data).toMatchObject({ service: 'duplicate-rc', days: 7, views: 2, sent: 1 });
    expect(data.fields.map((f) => f.field)).toEqual(['reasonForDuplicate', 'onLoan', 'vehicleClass', 'vehicleNumber', 'chassisNumber', 'ownerName', 'ownerAadhaar', 'firNumber', 'mobileNumber']);
    expect(counts(data, 'vehicleNumber')).toEqual({ field: 'vehicleNumber', reached: 2, invalid: 1, sent: 1 });
    expect(counts(data, 'ownerName')).toEqual({ field: 'ownerName', reached: 1, invalid: 0, sent: 1 });
    // A question the form never showed (its case did not hold) stays at nothing.
    expect(counts(data, 'firNumber')).toEqual({ field: 'firNumber', reached: 0, invalid: 0, sent: 0 });
  });

  it('takes a field left invalid as reached', async () => {
    await report(batch({ reached: [], invalid: ['chassisNumber'] }));
    expect(counts(await dropOff(), 'chassisNumber')).toEqual({ field: 'chassisNumber', reached: 1, invalid: 1, sent: 0 });
  });

  it('refuses a field the entry does not have, an unknown service and a service without a form, and counts nothing', async () => {
    const field = await report(batch({ invalid: ['aadhaarNumber'] }));
    expect(field.status).toBe(400);
    expect(field.body).toMatchObject({ code: 'form_stats.unknown_field', error: "This service's form has no field named aadhaarNumber.", fieldCodes: { invalid: 'form_stats.unknown_field' } });
    const service = await report(batch({ entryId: 'no-such-service' }));
    expect(service.status).toBe(400);
    expect(service.body).toMatchObject({ code: 'form_stats.unknown_service', fieldCodes: { entryId: 'form_stats.unknown_service' } });
    expect((await report(batch({ entryId: 'vehicle-insurance', reached: [] }))).body).toMatchObject({ code: 'form_stats.unknown_service' });
    expect((await report(batch({ reached: 'vehicleNumber' }))).body).toMatchObject({ code: 'form_stats.reached_invalid' });
    expect((await report(batch({ answers: { vehicleNumber: 'AP09BJ1234' } }))).status).toBe(400);
    expect((await report(batch({ reached: ['vehicleNumber', 'vehicleNumber'] }))).status).toBe(400);
    expect((await t.client().raw('POST', '/api/form-stats', 'vehicleNumber', { 'content-type': 'text/plain' })).status).toBe(400);
    expect(await dropOff()).toMatchObject({ views: 0, sent: 0 });
  });
});

describe('the allowance per address', () => {
  beforeEach(() => start({ tweak: (c) => (c.tracking.limits.formStatsPerIp = { max: 2, windowMs: 3600_000 }) }));

  it('bounds the batches one address may add an hour; another address still counts', async () => {
    expect((await report(batch(), '203.0.113.9')).status).toBe(204);
    expect((await report(batch(), '203.0.113.9')).status).toBe(204);
    const third = await report(batch(), '203.0.113.9');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'form_stats.too_many' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report(batch(), '203.0.113.10')).status).toBe(204);
    expect(await dropOff()).toMatchObject({ views: 3 });
    t.clock.advance(3600_000);
    expect((await report(batch(), '203.0.113.9')).status).toBe(204);
  });
});

describe('GET /api/admin/insights/drop-off', () => {
  beforeEach(() => start());

  it('sums the last 7 or 30 days of India calendar days', async () => {
    await report(batch());
    t.clock.advance(10 * 24 * 3600_000);
    await report(batch({ sent: true }));
    // The console's session has long ended meanwhile.
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    expect(await dropOff()).toMatchObject({ days: 7, views: 1, sent: 1 });
    expect(await dropOff('service=duplicate-rc&days=30')).toMatchObject({ days: 30, views: 2, sent: 1, from: '2025-12-13', to: '2026-01-11' });
  });

  it('asks for a service with a form and a period of 7 or 30 days, and a signed-in admin', async () => {
    expect((await desk.req('GET', '/api/admin/insights/drop-off?service=duplicate-rc&days=14')).body).toMatchObject({ code: 'insights.days' });
    expect((await desk.req('GET', '/api/admin/insights/drop-off')).body).toMatchObject({ code: 'insights.service' });
    expect((await t.client().req('GET', '/api/admin/insights/drop-off?service=duplicate-rc')).status).toBe(401);
  });
});
