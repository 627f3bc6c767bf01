import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
});
afterEach(async () => {
  await t.close();
});

async function signedIn(username: string, password: string): Promise<Client> {
  const c = t.client();
  const res = await c.req('POST', '/api/admin/login', { username, password });
  expect(res.status).toBe(200);
  return c;
}

async function userClient(): Promise<Client> {
  const c = t.client();
  await c.req('POST', '/api/auth/signup', { name: 'Plain User', phone: '9876543210', password: 'nellore-route-9', consents: ['account'] });
  return c;
}

const service = {
  category: 'vehicle',
  title: 'Vehicle eKYC',
  description: 'Aadhaar eKYC of the RC record.',
  icon: 'FileCheck',
  link: '/services/vehicle-ekyc',
};

describe('admin sign-in', () => {
  it('logs in, reports who and what role, logs out', async () => {
    const c = t.client();
    const login = await c.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    expect(login.texts).toEqual({ message: 'Login successful', admin: { username: 'chief', role: 'admin' } });
    expect(login.headers.get('set-cookie')).toMatch(/__session=a\./);
    expect((await c.req('GET', '/api/admin/me')).texts).toEqual({ username: 'chief', role: 'admin' });
    await c.req('POST', '/api/admin/logout');
    expect((await c.req('GET', '/api/admin/me')).status).toBe(401);
  });

  it('answers "Invalid credentials" for a wrong password or an unknown name', async () => {
    const wrong = await t.client().req('POST', '/api/admin/login', { username: 'chief', password: 'nope-nope' });
    const unknown = await t.client().req('POST', '/api/admin/login', { username: 'ghost', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.texts).toEqual({ error: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for both fields with its fixed text', async () => {
    const res = await t.client().req('POST', '/api/admin/login', { username: 'chief' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter both username and password.');
  });

  it('keeps user and admin sessions apart in one browser', async () => {
    const c = await userClient();
    await c.req('POST', '/api/admin/login', { username: 'mod', password: 'mod-pass-1' });
    expect((await c.req('GET', '/api/auth/me')).status).toBe(200);
    expect((await c.req('GET', '/api/admin/me')).texts).toEqual({ username: 'mod', role: 'moderator' });
    await c.req('POST', '/api/auth/logout');
    expect((await c.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await c.req('GET', '/api/admin/me')).status).toBe(200);
  });

  it('throttles admin password guessing per client, without locking the admin out elsewhere', async () => {
    const stranger = '198.51.100.66';
    for (let i = 0; i < 5; i++) await t.client(stranger).req('POST', '/api/admin/login', { username: 'chief', password: 'guess-guess' });
    const res = await t.client(stranger).req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect((await t.client('203.0.113.9').req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' })).status).toBe(200);
  });

  it('admin sessions expire after 30 idle minutes', async () => {
    const c = await signedIn('chief', 'chief-pass-1');
    t.clock.advance(30 * 60_000);
    expect((await c.req('GET', '/api/admin/me')).status).toBe(401);
  });
});

// Every admin route, who may use it, a body that would be valid and the success status; the ids
// are a service, a feedback entry, a request, a grievance and an admin that exist, so "let through"
// can only mean success.
const ROUTES: { method: string; path: string; body?: unknown; roles: string[]; ok: number }[] = [
  { method: 'GET', path: '/api/admin/me', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/services', roles: ['admin'], ok: 200 },
  { method: 'POST', path: '/api/admin/services', body: service, roles: ['admin'], ok: 201 },
  { method: 'PUT', path: '/api/admin/services/svc-1', body: service, roles: ['admin'], ok: 200 },
  { method: 'DELETE', path: '/api/admin/services/svc-1', roles: ['admin'], ok: 200 },
  { method: 'GET', path: '/api/admin/feedback', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'PATCH', path: '/api/admin/feedback/fb-1', body: { approved: true }, roles: ['admin', 'moderator'], ok: 200 },
  { method: 'DELETE', path: '/api/admin/feedback/fb-1', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/feedback?status=pending', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/requests?q=AP39BJ1234&status=received&service=vehicle-ekyc&from=2026-01-01&to=2026-01-01', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/requests/req-1', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/requests/counts', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/requests/tally', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/requests/export.csv?status=received', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'PATCH', path: '/api/admin/requests/req-1/status', body: { status: 'in_progress' }, roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/audit?action=admin.sign_in', roles: ['admin'], ok: 200 },
  { method: 'GET', path: '/api/admin/admins', roles: ['admin'], ok: 200 },
  { method: 'POST', path: '/api/admin/admins', body: { username: 'desk2', password: 'Godavari#Bridge7', role: 'moderator' }, roles: ['admin'], ok: 201 },
  { method: 'PATCH', path: '/api/admin/admins/admin-mod', body: { active: true }, roles: ['admin'], ok: 200 },
  { method: 'GET', path: '/api/admin/insights/summary', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/grievances', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'GET', path: '/api/admin/grievances/GR-AAAAA-00001', roles: ['admin', 'moderator'], ok: 200 },
  { method: 'POST', path: '/api/admin/grievances/GR-AAAAA-00001/answer', body: { answer: 'Corrected.' }, roles: ['admin', 'moderator'], ok: 200 },
];

describe.each(ROUTES)('$method $path', ({ method, path, body, roles, ok }) => {
  beforeEach(async () => {
    const at = t.clock.now;
    await t.store.services.create({ id: 'svc-1', ...service, category: 'vehicle', active: true, createdAt: at, updatedAt: at });
    await t.store.feedback.create({ id: 'fb-1', name: 'Anil', email: 'anil@example.com', rating: 4, message: 'Good help.', serviceType: null, approved: null, createdAt: at });
    await t.store.grievances.create({
      reference: 'GR-AAAAA-00001', name: 'Anil', phone: '+919876543210', email: null, serviceNumber: null, kind: 'access', text: 'What do you keep of me?', language: 'en',
      receivedAt: at, answer: null, answeredAt: null, answeredBy: null,
    });
    await t.store.requests.create({
      id: 'req-1', serviceNumber: 'VS123456042', entryId: 'vehicle-ekyc', title: 'Vehicle eKYC', createdAt: at, updatedAt: at, userId: null,
      phone: '+919876543210', vehicleNumber: 'AP39BJ1234', status: 'received', history: [{ status: 'received', at, note: null, reason: null, by: null }], language: 'en', updates: true,
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().req(method, path, body);
    expect(res.status).toBe(401);
    expect(res.texts).toEqual({ error: 'Please sign in as an admin.' });
  });

  it('answers 403 for a user session', async () => {
    const res = await (await userClient()).req(method, path, body);
    expect(res.status).toBe(403);
    expect(res.texts).toEqual({ error: 'You do not have permission to do this.' });
  });

  it(`answers ${roles.includes('moderator') ? 'a moderator' : '403 for a moderator'}`, async () => {
    const res = await (await signedIn('mod', 'mod-pass-1')).req(method, path, body);
    expect(res.status).toBe(roles.includes('moderator') ? ok : 403);
  });

  it('lets an admin through', async () => {
    const res = await (await signedIn('chief', 'chief-pass-1')).req(method, path, body);
    expect(res.status).toBe(ok);
  });

  it('answers 401 for a forged or stale cookie', async () => {
    const c = t.client();
    c.cookie = `__session=a.${'A'.repeat(43)}`;
    expect((await c.req(method, path, body)).status).toBe(401);
  });
});
