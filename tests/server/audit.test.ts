// The audit trail: every admin action, refused attempt and sign-in is one event with who, what,
// when and from where, listed newest first to admins only and filterable.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visibleText } from '../../src/core/visible-text';
import { auditActionOf } from '../../src/server/audit/audited-routes';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
const CHIEF_IP = '203.0.113.7';
const MOD_IP = '198.51.100.20';

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
});
afterEach(async () => {
  await t.close();
});

// Events in one millisecond have no set order: each step here takes a millisecond of its own.
async function signIn(username: string, password: string, ip = CHIEF_IP): Promise<Client> {
  t.clock.advance(1);
  const c = t.client(ip);
  expect((await c.req('POST', '/api/admin/login', { username, password })).status).toBe(200);
  return c;
}

type Event = { at: number; actor: string | null; role: string | null; action: string; target: string | null; detail: string | null; ip: string | null; ok: boolean };

async function events(c: Client, query = ''): Promise<Event[]> {
  const res = await c.req('GET', `/api/admin/audit${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.events as Event[];
}

const brief = (e: Event) => [e.actor, e.action, e.ok];

/** A request one millisecond after the last, so the events have an order. */
function act(c: Client, method: string, url: string, body?: unknown) {
  t.clock.advance(1);
  return c.req(method, url, body);
}

describe('audit trail', () => {
  it('records sign-in, a failed sign-in and sign-out with the client address and time', async () => {
    await t.client('192.0.2.1').req('POST', '/api/admin/login', { username: 'Chief', password: 'wrong-pass-1' });
    t.clock.advance(1000);
    const chief = await signIn('chief', 'chief-pass-1');
    t.clock.advance(1000);
    await chief.req('POST', '/api/admin/logout');
    // Signing out without a session did nothing, so it is no event.
    await t.client().req('POST', '/api/admin/logout');
    const viewer = await signIn('chief', 'chief-pass-1');
    const [, signOut, signIn1, failed] = await events(viewer);
    expect(failed).toMatchObject({ actor: 'chief', role: null, action: 'admin.sign_in_failed', target: 'admin-chief', ip: '192.0.2.1', ok: false, detail: 'Invalid credentials' });
    // In epoch ms, as the store keeps it: the console writes it as a date.
    expect(failed!.at).toBe(Date.UTC(2026, 0, 1, 10));
    expect(signIn1).toMatchObject({ actor: 'chief', role: 'admin', action: 'admin.sign_in', target: 'admin-chief', ip: CHIEF_IP, ok: true });
    expect(signOut).toMatchObject({ actor: 'chief', role: 'admin', action: 'admin.sign_out', ok: true });
    expect((await events(viewer)).length).toBe(4);
  });

  it('records each console action with its target and what changed, and refused attempts with who tried', async () => {
    const chief = await signIn('chief', 'chief-pass-1');
    const mod = await signIn('mod', 'mod-pass-1', MOD_IP);
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '9876543210' });
    const requestId = ((await mod.req('GET', '/api/admin/requests')).body.requests as { id: string }[])[0]!.id;
    await act(mod, 'PATCH', `/api/admin/requests/${requestId}/status`, { status: 'in_progress', note: 'On it' });
    await t.store.feedback.create({ id: 'fb-1', name: 'Anil', email: 'a@example.in', rating: 4, message: 'Good.', serviceType: null, approved: null, createdAt: 1 });
    await act(mod, 'PATCH', '/api/admin/feedback/fb-1', { approved: true });
    await act(mod, 'PATCH', '/api/admin/feedback/fb-1', { approved: false });
    await act(mod, 'DELETE', '/api/admin/feedback/fb-1');
    const service = { category: 'vehicle', title: 'Fancy numbers', description: 'Choose a number.', icon: 'FileCheck', link: '/services/vehicle-ekyc' };
    const serviceId = ((await act(chief, 'POST', '/api/admin/services', service)).body.service as { id: string }).id;
    await act(chief, 'PUT', `/api/admin/services/${serviceId}`, { ...service, title: 'Fancy numbers (AP)' });
    await act(mod, 'DELETE', `/api/admin/services/${serviceId}`);
    await act(t.client('192.0.2.99'), 'DELETE', `/api/admin/services/${serviceId}`);
    await act(chief, 'DELETE', `/api/admin/services/${serviceId}`);
    const deskId = ((await act(chief, 'POST', '/api/admin/admins', { username: 'desk', password: 'Godavari#Bridge7', role: 'moderator' })).body.admin as { id: string }).id;
    await act(chief, 'PATCH', `/api/admin/admins/${deskId}`, { active: false });
    await act(chief, 'PATCH', `/api/admin/admins/${deskId}`, { active: true });
    // Not events: reads, and requests refused for their content (they changed nothing).
    await chief.req('GET', '/api/admin/services');
    await act(chief, 'DELETE', `/api/admin/services/${serviceId}`);
    await act(chief, 'POST', '/api/admin/admins', { username: 'desk', password: 'Godavari#Bridge7', role: 'moderator' });

    const list = (await events(chief)).filter((e) => e.action !== 'admin.sign_in').reverse();
    expect(list.map((e) => [e.actor, e.role, e.action, e.target, e.detail, e.ip, e.ok])).toEqual([
      ['mod', 'moderator', 'request.status', requestId, 'VS123456042: waiting -> in progress', MOD_IP, true],
      ['mod', 'moderator', 'feedback.approve', 'fb-1', '4-star feedback from Anil', MOD_IP, true],
      ['mod', 'moderator', 'feedback.unapprove', 'fb-1', '4-star feedback from Anil', MOD_IP, true],
      ['mod', 'moderator', 'feedback.delete', 'fb-1', null, MOD_IP, true],
      ['chief', 'admin', 'service.create', serviceId, 'Fancy numbers', CHIEF_IP, true],
      ['chief', 'admin', 'service.update', serviceId, 'Fancy numbers (AP)', CHIEF_IP, true],
      ['mod', 'moderator', 'service.delete', serviceId, 'Refused: not allowed for this account.', MOD_IP, false],
      // A stranger's refusal names no record: the id in the path is the caller's own text.
      [null, null, 'service.delete', null, 'Refused: not signed in as an admin.', '192.0.2.99', false],
      ['chief', 'admin', 'service.delete', serviceId, null, CHIEF_IP, true],
      ['chief', 'admin', 'admin.create', deskId, 'desk (moderator)', CHIEF_IP, true],
      ['chief', 'admin', 'admin.disable', deskId, 'desk', CHIEF_IP, true],
      ['chief', 'admin', 'admin.enable', deskId, 'desk', CHIEF_IP, true],
    ]);
  });

  it('a stranger cannot fill the trail: refusals without a session are counted per address, and listed at 1, 10, 100 …', async () => {
    for (let i = 0; i < 500; i++) await act(t.client('198.51.100.9'), 'DELETE', `/api/admin/services/spam-${i}-${'x'.repeat(50)}`);
    const chief = await signIn('chief', 'chief-pass-1');
    const refused = (await events(chief, '?action=service.delete')).map((e) => [e.actor, e.target, e.detail, e.ip]);
    expect(refused).toEqual([
      [null, null, 'Refused: not signed in as an admin. (100 times from this address this hour)', '198.51.100.9'],
      [null, null, 'Refused: not signed in as an admin. (10 times from this address this hour)', '198.51.100.9'],
      [null, null, 'Refused: not signed in as an admin.', '198.51.100.9'],
    ]);
    // A new hour starts a new count.
    t.clock.advance(3600_000);
    await t.client('198.51.100.9').req('DELETE', '/api/admin/services/spam-again');
    expect(await events(await signIn('chief', 'chief-pass-1'), '?action=service.delete')).toHaveLength(4);
  });

  it('refusals from many addresses are bounded too', async () => {
    for (let i = 0; i < 300; i++) await t.client(`198.51.${i % 250}.${Math.floor(i / 250) + 1}`).req('DELETE', `/api/admin/services/spam-${i}`);
    const refused = await t.store.audit.list({ action: 'service.delete' }, { limit: 1000, cursor: null });
    expect(refused.items.length).toBeLessThanOrEqual(101);
    expect(refused.items.every((e) => e.target === null)).toBe(true);
  });

  it('failed sign-ins with usernames no admin has cannot fill the trail either, and are kept with control and bidi characters escaped', async () => {
    // U+202E turns "chief‮exe.gnp" into what reads as "chiefpng.exe"; HTML must stay text.
    const attempted = (i: number) => `<img src=x onerror=alert(${i})>chief\u202Eexe.gnp\u0007`;
    for (let i = 0; i < 30; i++) await act(t.client('198.51.100.9'), 'POST', '/api/admin/login', { username: attempted(i), password: 'wrong-pass-1' });
    // Many addresses: at most 100 an hour from all of them together (besides the 1, 10, 100 … of one address).
    for (let i = 0; i < 150; i++) await t.client(`192.0.2.${i + 1}`).req('POST', '/api/admin/login', { username: attempted(100 + i), password: 'wrong-pass-1' });
    const failed = (await t.store.audit.list({ action: 'admin.sign_in_failed' }, { limit: 1000, cursor: null })).items;
    expect(failed.length).toBeLessThanOrEqual(101);
    const fromOne = failed.filter((e) => e.ip === '198.51.100.9').reverse();
    expect(fromOne.map((e) => [e.actor, e.detail])).toEqual([
      ['<img src=x onerror=alert(0)>chief\\u202Eexe.gnp\\u0007', 'Invalid credentials'],
      ['<img src=x onerror=alert(9)>chief\\u202Eexe.gnp\\u0007', 'Invalid credentials (10 times from this address this hour)'],
    ]);
    // Failures on an admin's account are each listed, whatever came before from the address: the
    // account's own throttle bounds them.
    for (let i = 0; i < 3; i++) await act(t.client('198.51.100.9'), 'POST', '/api/admin/login', { username: 'chief', password: `wrong-pass-${i}` });
    const onChief = (await t.store.audit.list({ action: 'admin.sign_in_failed', actor: 'chief' }, { limit: 10, cursor: null })).items;
    expect(onChief.map((e) => [e.target, e.detail, e.ip])).toEqual(Array.from({ length: 3 }, () => ['admin-chief', 'Invalid credentials', '198.51.100.9']));
    // What the console reads is the same escaped text.
    const shown = (await events(await signIn('chief', 'chief-pass-1'), '?action=admin.sign_in_failed&limit=50')).filter((e) => e.actor !== 'chief');
    expect(shown.length).toBeGreaterThan(1);
    for (const { actor } of shown) expect(actor).toBe(visibleText(attempted(Number(/alert\((\d+)\)/.exec(actor!)![1]))));
  });

  it('filters by actor, action and IST dates, newest first, in pages', async () => {
    await signIn('mod', 'mod-pass-1', MOD_IP);
    t.clock.advance(24 * 3600_000);
    await t.client().req('POST', '/api/admin/login', { username: 'mod', password: 'wrong-pass-1' });
    const chief = await signIn('chief', 'chief-pass-1');
    expect((await events(chief, '?actor=MOD')).map(brief)).toEqual([
      ['mod', 'admin.sign_in_failed', false],
      ['mod', 'admin.sign_in', true],
    ]);
    expect((await events(chief, '?action=admin.sign_in')).map(brief)).toEqual([
      ['chief', 'admin.sign_in', true],
      ['mod', 'admin.sign_in', true],
    ]);
    expect((await events(chief, '?actor=mod&action=admin.sign_in')).map(brief)).toEqual([['mod', 'admin.sign_in', true]]);
    // The first sign-in was on 2026-01-01 (IST), the others on the 2nd.
    expect((await events(chief, '?from=2026-01-01&to=2026-01-01')).map(brief)).toEqual([['mod', 'admin.sign_in', true]]);
    expect((await events(chief, '?from=2026-01-02')).length).toBe(2);
    const first = await chief.req('GET', '/api/admin/audit?limit=2');
    expect((first.body.events as Event[]).map(brief)).toEqual([['chief', 'admin.sign_in', true], ['mod', 'admin.sign_in_failed', false]]);
    const rest = await chief.req('GET', `/api/admin/audit?limit=2&cursor=${first.body.nextCursor as string}`);
    expect(rest.body).toMatchObject({ nextCursor: null });
    expect((rest.body.events as Event[]).map(brief)).toEqual([['mod', 'admin.sign_in', true]]);
  });

  it.each([
    ['?action=admin.delete_everything', 'Unknown action.'],
    ['?actor=../x', 'actor must be a username or cli.'],
    ['?from=2026-13-01', 'from must be a date as YYYY-MM-DD.'],
    ['?limit=500', 'limit must be a whole number from 1 to 50.'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await (await signIn('chief', 'chief-pass-1')).req('GET', `/api/admin/audit${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('has every state-changing admin route declare its action on the route itself (sign-in records its own)', () => {
    const actions = new Map<string, string | undefined>();
    for (const route of t.app.routes) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/admin/')) continue;
      const key = `${route.method} ${route.path}`;
      actions.set(key, actions.get(key) ?? auditActionOf(route.handler));
    }
    expect(Object.fromEntries(actions)).toEqual({
      'POST /api/admin/login': undefined,
      'POST /api/admin/logout': 'admin.sign_out',
      'POST /api/admin/admins': 'admin.create',
      'PATCH /api/admin/admins/:id': 'admin.disable',
      'POST /api/admin/services': 'service.create',
      'PUT /api/admin/services/:id': 'service.update',
      'DELETE /api/admin/services/:id': 'service.delete',
      'PATCH /api/admin/feedback/:id': 'feedback.approve',
      'DELETE /api/admin/feedback/:id': 'feedback.delete',
      'PATCH /api/admin/listing/entries/:entryId': 'listing.entry',
      'PUT /api/admin/listing/order': 'listing.order',
      'PATCH /api/admin/requests/:id/status': 'request.status',
      'POST /api/admin/whatsapp/requests/:id/reply': 'whatsapp.reply',
      'POST /api/admin/whatsapp/messages/:id/link': 'whatsapp.link',
      'POST /api/admin/requests/:id/return': 'request.return',
      'POST /api/admin/grievances/:reference/answer': 'grievance.answer',
    });
  });
});
