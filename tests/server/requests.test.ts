// POST /api/requests and /api/requests/track on the real SQLite store.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import { SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { requestId } from '../../src/server/tracking/request-id';
import { makeTrackingApp, provenUser, signedUpUser, verifyPhone, WITH_TEXTS } from './helpers/tracking-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTrackingApp();
});
afterEach(async () => {
  await t.close();
});

const PHONE = '+919876543210';
const NOT_FOUND = { error: 'No request found for this service number and mobile number.' };
const record = (body: Record<string, unknown>, ip?: string) => t.client(ip).req('POST', '/api/requests', body);
const track = (serviceNumber: string, phone: string, ip?: string) => t.client(ip).req('POST', '/api/requests/track', { serviceNumber, phone });

function countRows(table: string): number {
  const db = new Database(path.join(t.dir, SQLITE_FILE_NAME), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('recording a request', () => {
  it('records a signed-out request once; the same number and phone again is the same record', async () => {
    const first = await record({ ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '98765 43210', vehicleNumber: 'ap 39 bj 1234' });
    expect(first.status).toBe(201);
    expect(first.texts).toEqual({ serviceNumber: 'VS123456042', status: 'waiting' });
    const again = await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '+91 98765 43210' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(countRows('requests')).toBe(1);

    const found = await track('VS123456042', '9876543210');
    expect(found.status).toBe(200);
    expect(found.body.request).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      serviceNumber: 'VS123456042',
      entryId: 'vehicle-ekyc',
      title: 'Vehicle eKYC',
      createdAt: new Date(t.clock.now).toISOString(),
      status: 'waiting',
      updates: true,
      history: [{ status: 'waiting', at: new Date(t.clock.now).toISOString() }],
    });
    // The mobile as dialled within India, with the trunk 0, finds it too (it was refused).
    expect((await track('VS123456042', '098765 43210')).status).toBe(200);
  });

  it('records a number the browser minted today, and refuses one whose check digit is wrong, storing nothing', async () => {
    const minted = mintServiceNumber('VS');
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: minted, phone: PHONE })).status).toBe(201);
    expect((await track(minted, PHONE)).status).toBe(200);
    const typo = `${minted.slice(0, -1)}${(Number(minted.at(-1)) + 1) % 10}`;
    const res = await record({ entryId: 'vehicle-ekyc', serviceNumber: typo, phone: PHONE });
    expect(res).toMatchObject({ status: 400, body: { code: 'request.number_mismatch', fieldCodes: { serviceNumber: 'request.number_mismatch' } } });
    expect(countRows('requests')).toBe(1);
  });

  it("refuses a second request with a number another phone holds (409, nothing stored); the holder's own retry is the same record", async () => {
    const held = mintServiceNumber('VS');
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: held, phone: PHONE })).status).toBe(201);
    const squat = await record({ entryId: 'vehicle-fitness', serviceNumber: held, phone: '9000000001' });
    expect(squat.status).toBe(409);
    expect(squat.texts).toEqual({
      error: 'Another request already has this service number. Start the form again to get a new one.',
      fields: { serviceNumber: 'Another request already has this service number. Start the form again to get a new one.' },
    });
    expect(countRows('requests')).toBe(1);
    expect((await track(held, '9000000001')).status).toBe(404);
    expect(((await track(held, PHONE)).body.request as { title: string }).title).toBe('Vehicle eKYC');
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: held, phone: PHONE })).status).toBe(200);
  });

  it('gives a stranger who knows the phone and the second it was sent nothing to find in 10^6 guesses', async () => {
    const sentAt = t.clock.now;
    const number = mintServiceNumber('VS');
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: number, phone: PHONE })).status).toBe(201);
    // The guesses that found numbers made from the clock: the last 6 digits of each millisecond
    // around the send, then every 3-digit ending; and as many numbers of today's form.
    const guesses: string[] = [];
    for (let ms = sentAt - 250; ms < sentAt + 250; ms++) for (let end = 0; end < 1000; end++) guesses.push(`VS${String(ms).slice(-6)}${String(end).padStart(3, '0')}`);
    while (guesses.length < 1_000_000) guesses.push(mintServiceNumber('VS'));
    let found = 0;
    // The look-up's own read (by the id of number and phone), without the per-caller cap that stops
    // a guesser after 20 misses, so the guesses themselves are what is measured.
    for (const guess of guesses) if (await t.store.requests.get(requestId(guess, PHONE))) found += 1;
    expect(guesses).toHaveLength(1_000_000);
    expect(found).toBe(0);
    expect(await t.store.requests.get(requestId(number, PHONE))).not.toBeNull();
  }, 180_000);

  it('answers the same 404 for a wrong number and a wrong phone', async () => {
    await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE });
    const wrongNumber = await track('VS123456043', PHONE);
    const wrongPhone = await track('VS123456042', '9000000001');
    expect(wrongNumber.status).toBe(404);
    expect(wrongNumber.texts).toEqual(NOT_FOUND);
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.texts).toEqual(NOT_FOUND);
  });

  it.each([
    ['an unknown entry', { entryId: 'no-such-service', serviceNumber: 'VS123456042', phone: PHONE }, 'entryId', 'Unknown service.'],
    ['an entry without a form', { entryId: 'vehicle-insurance', serviceNumber: 'VS123456042', phone: PHONE }, 'entryId', 'This service has no form to send.'],
    ['another entry\'s prefix', { entryId: 'vehicle-ekyc', serviceNumber: 'DL123456042', phone: PHONE }, 'serviceNumber', 'This service number does not belong to this service.'],
    ['a longer prefix that starts alike', { entryId: 'apply-driving-licence', serviceNumber: 'DLAC123456042', phone: PHONE }, 'serviceNumber', 'This service number does not belong to this service.'],
    ['too few digits', { entryId: 'vehicle-ekyc', serviceNumber: 'VS12345604', phone: PHONE }, 'serviceNumber', 'Please enter a valid service number: 2 to 5 letters, then 14 digits, e.g. TOO 4821 7730 9154 69 (9 digits on requests sent before December 2026). Check each digit.'],
    ['a bad phone', { entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '12345' }, 'phone', 'Please enter a valid Indian phone number.'],
    ['no phone while signed out', { entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042' }, 'phone', 'Please enter your phone number.'],
    ['a bad vehicle number', { entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE, vehicleNumber: 'XYZ' }, 'vehicleNumber', 'Please enter a valid vehicle number.'],
    ['a value the portal does not keep', { entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE, chassisNumber: 'MA3FJEB1S00123456' }, 'chassisNumber', 'This field is not allowed: "chassisNumber".'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, body, field, message) => {
    const res = await record(body);
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: message, fields: { [field]: message } });
    expect(countRows('requests')).toBe(0);
  });

  it("records the page's language when it is one of the site's; refuses any other, and records nothing", async () => {
    const telugu = await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE, language: 'te' });
    expect(telugu.status).toBe(201);
    for (const language of ['fr', 'TE', 'te-IN', '']) {
      const refused = await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456043', phone: PHONE, language });
      expect(refused.status, language).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.language_invalid', fieldCodes: { language: 'request.language_invalid' } });
    }
    const db = new Database(path.join(t.dir, SQLITE_FILE_NAME), { readonly: true });
    try {
      expect(db.prepare('SELECT service_number, language FROM requests').all()).toEqual([{ service_number: 'VS123456042', language: 'te' }]);
    } finally {
      db.close();
    }
  });

  it('stores only the allowed fields: Aadhaar and date of birth of the learner-licence form never reach the database', async () => {
    const aadhaar = '234567890123';
    const dob = '2001-04-15';
    const leaky = await record({ entryId: 'apply-learner-licence', serviceNumber: 'DL123456042', phone: PHONE, aadhaarNumber: aadhaar, dateOfBirth: dob });
    expect(leaky.status).toBe(400);
    expect(Object.keys(leaky.body.fields as object).sort()).toEqual(['aadhaarNumber', 'dateOfBirth']);
    expect((await record({ entryId: 'apply-learner-licence', serviceNumber: 'DL123456042', phone: PHONE })).status).toBe(201);

    const db = new Database(path.join(t.dir, SQLITE_FILE_NAME), { readonly: true });
    try {
      const columns = (db.prepare('PRAGMA table_info(requests)').all() as { name: string }[]).map((c) => c.name).sort();
      expect(columns).toEqual(['case_answers', 'consents', 'created_at', 'due_key', 'entry_id', 'fix_code', 'fix_code_exp', 'fix_round', 'flags', 'history', 'id', 'language', 'office', 'phone', 'service_number', 'status', 'title', 'updated_at', 'updates', 'user_id', 'vehicle_number']);
      const rows = db.prepare('SELECT * FROM requests').all() as Record<string, unknown>[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ service_number: 'DL123456042', entry_id: 'apply-learner-licence', phone: PHONE, user_id: null, vehicle_number: null });
      // No table anywhere holds the values.
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
      const everything = tables.map((name) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join('\n');
      expect(everything).not.toContain(aadhaar);
      expect(everything).not.toContain(dob);
    } finally {
      db.close();
    }
  });

  it('takes the account\'s phone and user when signed in and the form has no mobile number', async () => {
    const user = await signedUpUser(t, '9123456789');
    const res = await user.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'duplicate-rc', serviceNumber: 'DRC000111222', vehicleNumber: 'AP39CD0001' });
    expect(res.status).toBe(201);
    const list = await user.req('GET', '/api/me/requests');
    expect((list.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['DRC000111222']);
    expect((await track('DRC000111222', '9123456789')).status).toBe(200);
  });
});

describe('requests sent signed out', () => {
  it('join the account only once its phone is verified by a code, then at once', async () => {
    const user = await signedUpUser(t, PHONE);
    await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS100000001', phone: PHONE });
    // A sign-up alone proves nothing about who holds the number.
    expect((await user.req('GET', '/api/me/requests')).texts).toEqual({ requests: [], nextCursor: null });

    const owner = await verifyPhone(t, PHONE);
    t.clock.advance(1000);
    await record({ entryId: 'duplicate-rc', serviceNumber: 'DRC100000002', phone: '98765 43210' });
    await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS100000003', phone: '9000000001' });
    const list = await owner.req('GET', '/api/me/requests');
    expect((list.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['DRC100000002', 'VS100000001']);
  });
});

describe('rate limits', () => {
  it('limits recording per client address and per phone, with Retry-After', async () => {
    t.config.tracking.limits.recordPerIp = { max: 3, windowMs: 60_000 };
    t.config.tracking.limits.recordPerPhone = { max: 2, windowMs: 60_000 };
    const n = (i: number) => `VS10000000${i}`;
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: n(1), phone: PHONE }, '198.51.100.1')).status).toBe(201);
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: n(2), phone: PHONE }, '198.51.100.2')).status).toBe(201);
    const phoneCapped = await record({ entryId: 'vehicle-ekyc', serviceNumber: n(3), phone: PHONE }, '198.51.100.3');
    expect(phoneCapped.status).toBe(429);
    expect(phoneCapped.texts).toEqual({ error: 'Too many requests for this mobile number. Please try again later.' });
    expect(phoneCapped.headers.get('retry-after')).toBe('60');

    for (let i = 4; i <= 6; i++) await record({ entryId: 'vehicle-ekyc', serviceNumber: n(i), phone: `900000000${i}` }, '198.51.100.9');
    const ipCapped = await record({ entryId: 'vehicle-ekyc', serviceNumber: n(7), phone: '9000000007' }, '198.51.100.9');
    expect(ipCapped.status).toBe(429);
    expect(ipCapped.texts).toEqual({ error: 'Too many requests from your network. Please try again later.' });
    expect(countRows('requests')).toBe(5);
    t.clock.advance(60_000);
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: n(7), phone: '9000000007' }, '198.51.100.9')).status).toBe(201);
  });

  it("a stranger's misses naming a phone never block its owner's look-up or texts opt-out", async () => {
    // The attack: misses naming a known phone, with made-up service numbers, from one address.
    await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE });
    const misses = t.config.tracking.limits.trackMissesPerIp.max;
    for (let i = 0; i < misses; i++) expect((await track(`VS0000000${String(i).padStart(2, '0')}`, PHONE, '198.51.100.66')).status).toBe(404);
    // The owner, from their own address, finds the request and turns its texts off.
    expect((await track('VS123456042', PHONE, '203.0.113.9')).status).toBe(200);
    const optOut = await t.client('203.0.113.9').req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456042', phone: PHONE, updates: false });
    expect(optOut.status).toBe(200);
    expect((optOut.body.request as { updates: boolean }).updates).toBe(false);
  });

  it("stops guessing by the caller's own misses: past them even a right pair is refused, so the refusal tells nothing", async () => {
    t.config.tracking.limits.trackMissesPerIp = { max: 3, windowMs: 60_000 };
    await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE });
    // Found look-ups never count: the owner may look as often as the address allowance lets them.
    for (let i = 0; i < 5; i++) expect((await track('VS123456042', PHONE, '198.51.100.1')).status).toBe(200);
    // Misses count for the caller across phones.
    for (let i = 0; i < 3; i++) expect((await track(`VS00000000${i}`, `900000000${i}`, '198.51.100.1')).status).toBe(404);
    for (const [number, phone] of [['VS123456042', PHONE], ['VS000000009', PHONE]] as const) {
      const refused = await track(number, phone, '198.51.100.1');
      expect(refused.status).toBe(429);
      expect(refused.texts).toEqual({ error: 'Too many requests from your network. Please try again later.' });
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    const optOut = await t.client('198.51.100.1').req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456042', phone: PHONE, updates: false });
    expect(optOut.status).toBe(429);
    t.clock.advance(60_000);
    expect((await track('VS123456042', PHONE, '198.51.100.1')).status).toBe(200);
  });

  it("a stranger's records naming a phone never keep its owner from recording one", async () => {
    // The attack: 25 records naming the owner's phone from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await record({ entryId: 'vehicle-ekyc', serviceNumber: `VS2000000${String(i).padStart(2, '0')}`, phone: PHONE }, '198.51.100.66')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // The owner, signed out, from another address and browser.
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: PHONE }, '203.0.113.9')).status).toBe(201);
  });

  it('bounds the records naming one phone from any number of addresses; its proven holder, signed in, is never refused', async () => {
    t.config.tracking.limits.recordPerPhoneAndClient = { max: 2, windowMs: 60_000 };
    t.config.tracking.limits.recordPerPhone = { max: 4, windowMs: 60_000 };
    const owner = await provenUser(t, PHONE);
    // Strangers, each from an address of their own (or one they forged).
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await record({ entryId: 'vehicle-ekyc', serviceNumber: `VS30000000${i}`, phone: PHONE }, `198.51.100.${Math.floor(i / 3) + 1}`)).status);
    expect(statuses).toEqual([201, 201, 429, 201, 201, 429, 429, 429, 429]);
    expect(countRows('requests')).toBe(4);
    for (let i = 0; i < 3; i++) {
      const own = await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: `VS40000000${i}` });
      expect(own.status).toBe(201);
    }
    const refused = await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS500000000', phone: PHONE }, '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.texts).toEqual({ error: 'Too many requests for this mobile number. Please try again later.' });
  });

  it('bounds guesses of service numbers against a known phone whatever address the caller claims; past the bound a right pair is refused too, except to its proven holder', async () => {
    const owner = await provenUser(t, PHONE);
    expect((await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042' })).status).toBe(201);
    // A direct caller of the function names a new address in X-Forwarded-For for every guess.
    t.config.trustProxy = true;
    t.config.proxyHops = 1;
    t.config.proxyPeers = ['*'];
    const guess = (i: number, number: string) =>
      t.client('192.0.2.200').req('POST', '/api/requests/track', { serviceNumber: number, phone: PHONE }, { 'x-forwarded-for': `198.51.${Math.floor(i / 200)}.${i % 200}` });
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await guess(i, `VS9${String(i).padStart(8, '0')}`)).status);
    const budget = t.config.tracking.limits.trackPerPhone.max;
    expect(statuses.filter((s) => s === 404)).toHaveLength(budget);
    expect(statuses.slice(budget).every((s) => s === 429)).toBe(true);
    // The right pair from a stranger is refused alike: the refusal tells the guesser nothing.
    const right = await guess(999, 'VS123456042');
    expect(right.status).toBe(429);
    expect(right.texts).toEqual({ error: 'Too many look-ups for this mobile number. Please try again later, or sign in to see your requests.' });
    // Its proven holder, signed in, still finds it and turns its texts off.
    const own = { 'x-forwarded-for': '203.0.113.9' };
    expect((await owner.req('POST', '/api/requests/track', { serviceNumber: 'VS123456042', phone: PHONE }, own)).status).toBe(200);
    const optOut = await owner.req('POST', '/api/requests/track/updates', { serviceNumber: 'VS123456042', phone: PHONE, updates: false }, own);
    expect(optOut.status).toBe(200);
    // Another phone is not touched by the spent budget.
    const otherPhone = await t.client('192.0.2.200').req('POST', '/api/requests/track', { serviceNumber: 'VS123456042', phone: '9000000001' }, { 'x-forwarded-for': '203.0.113.10' });
    expect(otherPhone.status).toBe(404);
  });

  it("never lets a stranger's look-ups naming a phone keep its signed-out owner from a request sent today (a minted number is not guessed at)", async () => {
    const minted = mintServiceNumber('VS');
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: minted, phone: PHONE })).status).toBe(201);
    const budget = t.config.tracking.limits.trackPerPhone.max;
    for (let i = 0; i <= budget; i++) {
      const res = await t.client(`192.0.2.${i % 250}`).req('POST', '/api/requests/track', { serviceNumber: mintServiceNumber('VS'), phone: PHONE }, { 'x-forwarded-for': `198.51.100.${i % 250}` });
      expect(res.status).toBe(404);
    }
    expect((await track(minted, PHONE, '203.0.113.7')).status).toBe(200);
  });

  it('limits look-ups per client address', async () => {
    t.config.tracking.limits.trackPerIp = { max: 2, windowMs: 60_000 };
    await track('VS123456042', PHONE);
    await track('VS123456042', PHONE);
    const res = await track('VS123456042', PHONE);
    expect(res.status).toBe(429);
    expect(res.texts).toEqual({ error: 'Too many requests from your network. Please try again later.' });
  });
});

describe('service numbers as people type them', () => {
  // What the refusal tells people to type, and the slips the one rule (src/core/service-number.ts) reads.
  const typed = ['TOO 123 456 789', 'too-123-456-789', 'T00 I23 456 789'];

  it.each(typed)('POST /api/requests/track finds TOO123456789 typed as %j', async (serviceNumber) => {
    expect((await record({ entryId: 'transfer-ownership', serviceNumber: 'TOO123456789', phone: PHONE })).status).toBe(201);
    const found = await track(serviceNumber, PHONE);
    expect(found.status).toBe(200);
    expect((found.body.request as { serviceNumber: string }).serviceNumber).toBe('TOO123456789');
  });

  it('reads vs 100-200-300 and VS1002003OO as VS100200300, for a look-up and for the texts opt-out', async () => {
    expect((await record({ entryId: 'vehicle-ekyc', serviceNumber: 'VS100200300', phone: PHONE })).status).toBe(201);
    expect((await track('vs 100-200-300', PHONE)).status).toBe(200);
    const optOut = await t.client().req('POST', '/api/requests/track/updates', { serviceNumber: 'VS1002003OO', phone: PHONE, updates: false });
    expect(optOut.status).toBe(200);
    expect(optOut.body.request).toMatchObject({ serviceNumber: 'VS100200300', updates: false });
  });

  it.each(['TOO 123 456', 'T 123 456 789', 'TOO 123 456 78A', 'x'.repeat(60)])('still refuses %j with the schema\'s message', async (serviceNumber) => {
    const res = await track(serviceNumber, PHONE);
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({
      error: 'Please enter a valid service number: 2 to 5 letters, then 14 digits, e.g. TOO 4821 7730 9154 69 (9 digits on requests sent before December 2026). Check each digit.',
      fields: { serviceNumber: 'Please enter a valid service number: 2 to 5 letters, then 14 digits, e.g. TOO 4821 7730 9154 69 (9 digits on requests sent before December 2026). Check each digit.' },
    });
  });
});
