// Throws well over a thousand malformed requests at every endpoint that takes a body and checks
// that each gets a 4xx JSON error, none a 5xx, none leaks internals, and the database is
// byte-for-byte unchanged afterwards. Runs on SQLite and on the Firestore emulator, whose
// document ids have rules of their own.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let user: Client;
let serviceId = '';
let feedbackId = '';

let emulator: Emulator | null = null;

function snapshot(): string {
  if (emulator) return JSON.stringify(emulator.server.state.toJSON());
  const db = new Database(path.join(t.dir, SQLITE_FILE_NAME), { readonly: true });
  try {
    const tables = ['users', 'admins', 'sessions', 'otps', 'counters', 'services', 'feedback', 'meta', 'requests', 'vehicles', 'user_settings', 'reminder_marks'];
    return JSON.stringify(tables.map((name) => db.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()));
  } finally {
    db.close();
  }
}

async function setUp(on: 'sqlite' | 'firestore'): Promise<void> {
  if (on === 'firestore') {
    emulator = await startEmulator();
    const store = createFirestoreStore(emulator.db);
    t = await makeTestApp({ store: { ...store, close: async () => undefined } });
  } else {
    t = await makeTestApp();
  }
  await t.createAdmin('chief', 'chief-pass-1');
  admin = t.client();
  await admin.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  user = t.client();
  await user.req('POST', '/api/auth/signup', { name: 'Fuzz Target', phone: '9876543210', password: 'Guntur#Mango27', consents: ['account'] });
  const s = await admin.req('POST', '/api/admin/services', {
    category: 'vehicle', title: 'Card', description: 'About', icon: 'FileCheck', link: '/services/vehicle-ekyc',
  });
  serviceId = (s.body.service as { id: string }).id;
  await t.client().req('POST', '/api/feedback', { name: 'A', email: 'a@b.in', rating: 5, message: 'Fine' });
  feedbackId = (await t.store.feedback.listAll())[0]!.id;
}

async function tearDown(): Promise<void> {
  await t.close();
  await emulator?.stop();
  emulator = null;
}

interface Target {
  method: string;
  path: () => string;
  valid: Record<string, unknown>;
  /** Fields whose absence makes the body invalid. */
  required: string[];
  who: () => Client;
}

const TARGETS: Target[] = [
  { method: 'POST', path: () => '/api/auth/signup', valid: { name: 'New Person', phone: '9123456780', password: 'strong-pass-9', consents: ['account'] }, required: ['name', 'phone', 'password'], who: () => t.client() },
  { method: 'POST', path: () => '/api/auth/login', valid: { phone: '9876543210', password: 'Guntur#Mango27' }, required: ['phone', 'password'], who: () => t.client() },
  { method: 'POST', path: () => '/api/auth/otp/send', valid: { phone: '9876543210', purpose: 'password_reset' }, required: ['phone'], who: () => t.client() },
  { method: 'POST', path: () => '/api/auth/otp/verify', valid: { phone: '9876543210', code: '123456', challenge: 'C'.repeat(43) }, required: ['phone', 'code', 'challenge'], who: () => t.client() },
  { method: 'POST', path: () => '/api/auth/otp/resend', valid: { phone: '9876543210', challenge: 'C'.repeat(43) }, required: ['phone', 'challenge'], who: () => t.client() },
  { method: 'POST', path: () => '/api/auth/password/reset', valid: { phone: '9876543210', password: 'other-pass-7' }, required: ['phone', 'password'], who: () => t.client() },
  { method: 'POST', path: () => '/api/admin/login', valid: { username: 'chief', password: 'chief-pass-1' }, required: ['username', 'password'], who: () => t.client() },
  { method: 'POST', path: () => '/api/feedback', valid: { name: 'B', email: 'b@c.in', message: 'Hello', rating: 4, service_type: 'RC Card' }, required: ['name', 'rating', 'message'], who: () => t.client() },
  {
    method: 'POST', path: () => '/api/admin/services',
    valid: { category: 'vehicle', title: 'T', description: 'D', icon: 'Star', link: '/services/vehicle-ekyc', active: true },
    required: ['category', 'title', 'description', 'icon', 'link'], who: () => admin,
  },
  {
    method: 'PUT', path: () => `/api/admin/services/${serviceId}`,
    valid: { category: 'vehicle', title: 'T', description: 'D', icon: 'Star', link: '/services/vehicle-ekyc', active: false },
    required: ['category', 'title', 'description', 'icon', 'link'], who: () => admin,
  },
  { method: 'PATCH', path: () => `/api/admin/feedback/${feedbackId}`, valid: { approved: true }, required: ['approved'], who: () => admin },
  { method: 'POST', path: () => '/api/requests', valid: { entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '9876543210', vehicleNumber: 'AP39BJ1234' }, required: ['entryId', 'serviceNumber'], who: () => t.client() },
  { method: 'POST', path: () => '/api/requests/track', valid: { serviceNumber: 'VS123456042', phone: '9876543210' }, required: ['serviceNumber', 'phone'], who: () => t.client() },
  { method: 'POST', path: () => '/api/me/vehicles', valid: { number: 'AP39BJ1234', expiries: { insurance: '2026-12-01' } }, required: ['number'], who: () => user },
  { method: 'PUT', path: () => '/api/me/settings', valid: { reminders: true }, required: ['reminders'], who: () => user },
  { method: 'PATCH', path: () => `/api/admin/requests/${'A'.repeat(22)}/status`, valid: { status: 'closed', reason: 'Duplicate' }, required: ['status'], who: () => admin },
];

// Deterministic pseudo-random numbers, so a failure can be replayed.
let seed = 20261121;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const WRONG_TYPES: unknown[] = [0, 1.5, -1, 1e308, true, false, null, [], ['x'], {}, { $gt: '' }, [null]];
const ODD_STRINGS = [
  '', ' ', '\u0000', '😀'.repeat(50), 'ఆంధ్రప్రదేశ్', '\u202Etxt', 'a\u0301\u0301\u0301', '\ud800', 'x'.repeat(5000),
  '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '${jndi:ldap://x}', '%00', '\r\n\r\n', '９８７６５４３２１０',
];
const BROKEN_JSON = ['{', '{"a":', 'nul', '[', '"str"', '123', 'true', 'null', '[]', '{"phone":}', '{\'a\':1}', '{"a":1,}', '\uFEFF{}', 'NaN', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'];

/** A body that is invalid for sure (one hard fault), with random odd values elsewhere. */
function malformed(target: Target): { raw: string | Uint8Array; contentType: string } {
  const kind = Math.floor(rand() * 10);
  if (kind === 0) return { raw: pick(BROKEN_JSON), contentType: 'application/json' };
  if (kind === 1) return { raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json' };
  if (kind === 2) return { raw: JSON.stringify(target.valid), contentType: pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) };
  const body: Record<string, unknown> = { ...target.valid };
  for (const key of Object.keys(body)) if (rand() < 0.3) body[key] = pick(ODD_STRINGS);
  const field = pick(target.required);
  if (kind === 3) delete body[field];
  else if (kind === 4) body[`extra_${Math.floor(rand() * 100)}`] = pick([...WRONG_TYPES, ...ODD_STRINGS]);
  else if (kind === 5) body[field] = 'x'.repeat(17_000);
  // A value of another JSON type than the field takes (true is no fault for a boolean field).
  else body[field] = pick(WRONG_TYPES.filter((v) => typeof v !== typeof target.valid[field]));
  return { raw: JSON.stringify(body), contentType: 'application/json' };
}

const ODD_IDS = ['a%2Fb', '..', '.', '__x__', '%00', 'x'.repeat(2000), '%E2%80%AE', '%F0%9F%98%80', 'a b', "'; DROP TABLE services; --"];
const ODD_USERNAMES = ['a/b', '__chief__', '..', ' ', 'x'.repeat(64), 'ఆంధ్ర', 'chief\u0000', '../../etc'];

describe.each(['sqlite', 'firestore'] as const)('malformed input on %s', (on) => {
  beforeAll(() => setUp(on), 60_000);
  afterAll(() => tearDown());

  it('never causes a 5xx, a leak or a data change', async () => {
    const before = snapshot();
    const statuses = new Map<number, number>();
    let sent = 0;
    const check = (what: string, res: { status: number; body: Record<string, unknown> }, allowed: number[]) => {
      sent++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = JSON.stringify(res.body);
      if (!allowed.includes(res.status) || typeof res.body.error !== 'string') throw new Error(`${what} -> ${res.status} ${text.slice(0, 300)}`);
      expect(text).not.toMatch(/\$2[aby]\$|at .*\.ts:\d+|node_modules|SQLITE|firestore/i);
    };
    // The full thousand on SQLite; on the emulator (slower, over gRPC) enough to cover every
    // kind of fault on every endpoint, where Firestore's own id rules come into play.
    const rounds = on === 'sqlite' ? 100 : 40;
    for (let round = 0; round < rounds; round++) {
      for (const target of TARGETS) {
        const { raw, contentType } = malformed(target);
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        const res = await target.who().raw(target.method, target.path(), raw as BodyInit, headers);
        check(`${target.method} ${target.path()} with ${String(raw).slice(0, 200)}`, res, [400, 413]);
      }
    }
    // Odd record ids in paths, and odd admin names (well-formed bodies otherwise).
    for (const id of ODD_IDS) {
      check(`DELETE service ${id}`, await admin.req('DELETE', `/api/admin/services/${id}`), [404]);
      check(`PUT service ${id}`, await admin.req('PUT', `/api/admin/services/${id}`, TARGETS[9]!.valid), [404]);
      check(`PATCH feedback ${id}`, await admin.req('PATCH', `/api/admin/feedback/${id}`, { approved: true }), [404]);
      check(`DELETE feedback ${id}`, await admin.req('DELETE', `/api/admin/feedback/${id}`), [404]);
      check(`PATCH vehicle ${id}`, await user.req('PATCH', `/api/me/vehicles/${id}`, { number: 'AP39BJ1234' }), [404]);
      check(`DELETE vehicle ${id}`, await user.req('DELETE', `/api/me/vehicles/${id}`), [404]);
      check(`PATCH request status ${id}`, await admin.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'in_progress' }), [404]);
    }
    const afterBadInput = snapshot();
    for (const username of ODD_USERNAMES) {
      check(`admin login ${username}`, await t.client(`198.51.100.${sent % 250}`).req('POST', '/api/admin/login', { username, password: 'whatever-1' }), [401, 429]);
    }
    expect(sent).toBeGreaterThanOrEqual(on === 'sqlite' ? 1000 : 400);
    expect(afterBadInput).toBe(before);
  }, 120_000);
});

describe('prototype keys', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('a "%s" key is refused by name, and changes nothing', async (key) => {
    const t = await makeTestApp();
    try {
      const body = `{"name":"Ravi Kumar","phone":"9876543210","password":"tirupati-2026","consents":["account"],"${key}":{"admin":true}}`;
      const res = await t.client().raw('POST', '/api/auth/signup', body, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`This field is not allowed: "${key}".`);
      expect(Object.keys(res.body.fields as object)).toEqual([key]);
      expect(await t.store.users.count()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
