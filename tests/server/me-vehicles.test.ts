// /api/me/vehicles and /api/me/settings on the real SQLite store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
let user: Client;
beforeEach(async () => {
  t = await makeTrackingApp();
  user = await signedUpUser(t, '9876543210');
});
afterEach(async () => {
  await t.close();
});

describe('my vehicles', () => {
  it('adds with the one vehicle-number rule, lists oldest first, edits and removes', async () => {
    const added = await user.req('POST', '/api/me/vehicles', { number: 'ap-39-bj 1234', expiries: { roadTax: '2027-03-31', insurance: '2026-12-01' } });
    expect(added.status).toBe(201);
    const car = added.body.vehicle as { id: string };
    expect(added.body.vehicle).toEqual({ id: car.id, number: 'AP39BJ1234', expiries: { insurance: '2026-12-01', roadTax: '2027-03-31' } });
    t.clock.advance(1000);
    const bike = (await user.req('POST', '/api/me/vehicles', { number: '22BH1234AA' })).body.vehicle as { id: string };
    expect((await user.req('GET', '/api/me/vehicles')).texts).toEqual({
      vehicles: [added.body.vehicle, { id: bike.id, number: '22BH1234AA', expiries: {} }],
    });

    const renamed = await user.req('PATCH', `/api/me/vehicles/${car.id}`, { number: 'AP39BJ9999' });
    expect(renamed.texts).toEqual({ vehicle: { id: car.id, number: 'AP39BJ9999', expiries: { insurance: '2026-12-01', roadTax: '2027-03-31' } } });
    // A given expiries object replaces all dates: the ones left out are cleared.
    const redated = await user.req('PATCH', `/api/me/vehicles/${car.id}`, { expiries: { puc: '2026-11-30' } });
    expect(redated.texts).toEqual({ vehicle: { id: car.id, number: 'AP39BJ9999', expiries: { puc: '2026-11-30' } } });

    const removed = await user.req('DELETE', `/api/me/vehicles/${car.id}`);
    expect(removed.status).toBe(204);
    expect((await user.req('GET', '/api/me/vehicles')).texts).toEqual({ vehicles: [{ id: bike.id, number: '22BH1234AA', expiries: {} }] });
    expect((await user.req('DELETE', `/api/me/vehicles/${car.id}`)).status).toBe(404);
  });

  it.each([
    ['a number that is no vehicle number', { number: 'HELLO' }, 'number', 'Please enter a valid vehicle number.'],
    ['no number', { expiries: {} }, 'number', 'Please enter the vehicle number.'],
    ['a date that does not exist', { number: 'AP39BJ1234', expiries: { fitness: '2026-02-30' } }, 'expiries', '2026-02-30 is not a real date.'],
    ['a date in another format', { number: 'AP39BJ1234', expiries: { fitness: '30/11/2026' } }, 'expiries', 'Expiry dates must be real dates written as YYYY-MM-DD (insurance, puc, fitness, permit, roadTax).'],
    ['an unknown document', { number: 'AP39BJ1234', expiries: { pollution: '2026-11-30' } }, 'pollution', 'This field is not allowed: "pollution".'],
    ['an extra field', { number: 'AP39BJ1234', owner: 'Ravi' }, 'owner', 'This field is not allowed: "owner".'],
  ])('refuses %s, storing nothing', async (_case, body, field, message) => {
    const res = await user.req('POST', '/api/me/vehicles', body);
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: message, fields: { [field]: message } });
    expect((await user.req('GET', '/api/me/vehicles')).texts).toEqual({ vehicles: [] });
  });

  it('refuses a number already in the list, on add and on edit', async () => {
    await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ1234' });
    const other = (await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ5678' })).body.vehicle as { id: string };
    const twice = await user.req('POST', '/api/me/vehicles', { number: 'AP 39 BJ 1234' });
    expect(twice.status).toBe(409);
    expect(twice.texts).toEqual({ error: 'This vehicle is already in your list.', fields: { number: 'This vehicle is already in your list.' } });
    expect((await user.req('PATCH', `/api/me/vehicles/${other.id}`, { number: 'AP39BJ1234' })).status).toBe(409);
    // Another account may register the same vehicle.
    const neighbour = await signedUpUser(t, '9000000001');
    expect((await neighbour.req('POST', '/api/me/vehicles', { number: 'AP39BJ1234' })).status).toBe(201);
  });

  it('keeps at most the configured number of vehicles', async () => {
    t.config.tracking.maxVehicles = 2;
    await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ0001' });
    await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ0002' });
    const third = await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ0003' });
    expect(third.status).toBe(409);
    expect(third.texts).toEqual({ error: 'You can keep at most 2 vehicles. Remove one first.' });
  });

  it('never shows, changes or removes another user\'s vehicle', async () => {
    const mine = (await user.req('POST', '/api/me/vehicles', { number: 'AP39BJ1234', expiries: { insurance: '2026-12-01' } })).body.vehicle as { id: string };
    const stranger = await signedUpUser(t, '9000000001');
    expect((await stranger.req('GET', '/api/me/vehicles')).texts).toEqual({ vehicles: [] });
    const patch = await stranger.req('PATCH', `/api/me/vehicles/${mine.id}`, { number: 'AP39BJ0000' });
    expect(patch.status).toBe(404);
    expect(patch.texts).toEqual({ error: 'Vehicle not found' });
    expect((await stranger.req('DELETE', `/api/me/vehicles/${mine.id}`)).status).toBe(404);
    expect((await user.req('GET', '/api/me/vehicles')).texts).toEqual({ vehicles: [{ id: mine.id, number: 'AP39BJ1234', expiries: { insurance: '2026-12-01' } }] });
  });
});

describe('my settings', () => {
  it('has reminders off until switched on, and keeps the choice', async () => {
    // A number typed at sign-up is not proven: the page says reminders wait for a code.
    expect((await user.req('GET', '/api/me/settings')).texts).toEqual({ reminders: false, phoneProven: false });
    expect((await user.req('PUT', '/api/me/settings', { reminders: true })).texts).toEqual({ reminders: true, phoneProven: false });
    expect((await user.req('GET', '/api/me/settings')).texts).toEqual({ reminders: true, phoneProven: false });
    const bad = await user.req('PUT', '/api/me/settings', { reminders: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.texts).toEqual({ error: 'reminders must be true or false.', fields: { reminders: 'reminders must be true or false.' } });
    expect((await user.req('GET', '/api/me/settings')).texts).toEqual({ reminders: true, phoneProven: false });
  });
});

describe('my requests', () => {
  it('lists newest first, a page at a time, and refuses a cursor it did not issue', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await user.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: `VS10000000${i}` })).status).toBe(201);
      t.clock.advance(1000);
    }
    const first = await user.req('GET', '/api/me/requests?limit=2');
    expect((first.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['VS100000005', 'VS100000004']);
    const second = await user.req('GET', `/api/me/requests?limit=2&cursor=${encodeURIComponent(first.body.nextCursor as string)}`);
    expect((second.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['VS100000003', 'VS100000002']);
    const third = await user.req('GET', `/api/me/requests?limit=2&cursor=${encodeURIComponent(second.body.nextCursor as string)}`);
    expect(third.body).toMatchObject({ nextCursor: null });
    expect((third.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['VS100000001']);

    expect((await user.req('GET', '/api/me/requests?cursor=bogus')).status).toBe(400);
    for (const limit of ['0', '51', '2.5', 'ten']) expect((await user.req('GET', `/api/me/requests?limit=${limit}`)).status).toBe(400);
    // Another user sees none of them.
    expect((await (await signedUpUser(t, '9000000001')).req('GET', '/api/me/requests')).texts).toEqual({ requests: [], nextCursor: null });
  });
});
