// Who may use each new /api/me and admin route: every one refuses a stranger (401), the wrong kind
// of session (401/403), and another user's records (404).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
let owner: Client;
let vehicleId: string;
let requestId: string;

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
  owner = await signedUpUser(t, '9876543210');
  vehicleId = ((await owner.req('POST', '/api/me/vehicles', { number: 'AP39BJ1234' })).body.vehicle as { id: string }).id;
  await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042' });
  requestId = ((await owner.req('GET', '/api/me/requests')).body.requests as { id: string }[])[0]!.id;
});
afterEach(async () => {
  await t.close();
});

async function admin(username: string, password: string): Promise<Client> {
  const c = t.client();
  expect((await c.req('POST', '/api/admin/login', { username, password })).status).toBe(200);
  return c;
}

const forged = (prefix: 'u' | 'a'): Client => {
  const c = t.client();
  c.cookie = `__session=${prefix}.${'A'.repeat(43)}`;
  return c;
};

// Every user route, a valid body, and whether it names one of the owner's records (:vehicle).
const ME_ROUTES: { method: string; path: string; body?: unknown; owned?: boolean }[] = [
  { method: 'GET', path: '/api/me/requests' },
  { method: 'GET', path: '/api/me/vehicles' },
  { method: 'POST', path: '/api/me/vehicles', body: { number: 'AP39CD0001' } },
  { method: 'PATCH', path: '/api/me/vehicles/:vehicle', body: { number: 'AP39CD0002' }, owned: true },
  { method: 'DELETE', path: '/api/me/vehicles/:vehicle', owned: true },
  { method: 'GET', path: '/api/me/settings' },
  { method: 'PUT', path: '/api/me/settings', body: { reminders: true } },
];

describe.each(ME_ROUTES)('$method $path', ({ method, path, body, owned }) => {
  const url = () => path.replace(':vehicle', vehicleId);

  it('answers 401 without a session, with a forged cookie and with only an admin session', async () => {
    for (const c of [t.client(), forged('u'), await admin('chief', 'chief-pass-1')]) {
      const res = await c.req(method, url(), body);
      expect(res.status).toBe(401);
      expect(res.texts).toEqual({ error: 'Please log in.' });
    }
  });

  it('answers 401 once the session has ended', async () => {
    const c = await signedUpUser(t, '9000000009');
    await c.req('POST', '/api/auth/logout');
    expect((await c.req(method, url(), body)).status).toBe(401);
  });

  it(owned ? 'answers 404 to another user and changes nothing' : 'serves only the caller\'s own records', async () => {
    const stranger = await signedUpUser(t, '9000000001');
    const res = await stranger.req(method, url(), body);
    if (owned) {
      expect(res.status).toBe(404);
      expect(res.texts).toEqual({ error: 'Vehicle not found' });
    } else {
      expect([200, 201]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/AP39BJ1234|VS123456042/);
    }
    expect((await owner.req('GET', '/api/me/vehicles')).texts).toEqual({ vehicles: [{ id: vehicleId, number: 'AP39BJ1234', expiries: {} }] });
  });

  it('lets the owner through', async () => {
    expect([200, 201, 204]).toContain((await owner.req(method, url(), body)).status);
  });
});

const ADMIN_ROUTES: { method: string; path: string; body?: unknown; names?: boolean }[] = [
  { method: 'GET', path: '/api/admin/requests?status=received' },
  { method: 'PATCH', path: '/api/admin/requests/:request/status', body: { status: 'in_progress', note: 'Started' }, names: true },
];

describe.each(ADMIN_ROUTES)('$method $path', ({ method, path, body, names }) => {
  const url = () => path.replace(':request', requestId);

  it('answers 401 without a session or with a forged admin cookie', async () => {
    for (const c of [t.client(), forged('a')]) {
      const res = await c.req(method, url(), body);
      expect(res.status).toBe(401);
      expect(res.texts).toEqual({ error: 'Please sign in as an admin.' });
    }
  });

  it('answers 403 for a user session, even the request\'s owner', async () => {
    const res = await owner.req(method, url(), body);
    expect(res.status).toBe(403);
    expect(res.texts).toEqual({ error: 'You do not have permission to do this.' });
  });

  it.each([
    ['mod', 'mod-pass-1'],
    ['chief', 'chief-pass-1'],
  ])('lets %s (moderator and admin) through', async (username, password) => {
    expect((await (await admin(username, password)).req(method, url(), body)).status).toBe(200);
  });

  // Only routes that name one request can miss it.
  if (names) it('answers 404 for a request that does not exist', async () => {
    const res = await (await admin('mod', 'mod-pass-1')).req(method, path.replace(':request', 'AAAAAAAAAAAAAAAAAAAAAA'), body);
    expect(res.status).toBe(404);
    expect(res.texts).toEqual({ error: 'Request not found' });
  });
});
