import bcrypt from 'bcryptjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bcryptPool } from '../../src/server/auth/bcrypt-pool';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const signupBody = { name: '  Ravi Kumar ', phone: '+91 98765 43210', password: 'tirupati-2026', consents: ['account'] };

describe('signup, me, logout, login', () => {
  it('signs up, is signed in, signs out, signs back in', async () => {
    const browser = t.client();
    const signup = await browser.req('POST', '/api/auth/signup', signupBody);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ message: 'Registration successful', user: { name: 'Ravi Kumar', phone: '+919876543210' } });
    const cookie = signup.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=u\.[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/); // localhost

    const me = await browser.req('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.texts).toEqual({ id: (signup.body.user as { id: string }).id, name: 'Ravi Kumar', phone: '+919876543210' });

    expect((await browser.req('POST', '/api/auth/logout')).texts).toEqual({ message: 'Logged out successfully' });
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(401);

    const login = await browser.req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ message: 'Login successful', user: { phone: '+919876543210' } });
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(200);
  });

  it('an account is made only with the tick under what it keeps, and keeps that consent with the notice it was given on', async () => {
    const { consents: _consents, ...unticked } = signupBody;
    for (const body of [unticked, { ...signupBody, consents: [] }]) {
      const refused = await t.client().req('POST', '/api/auth/signup', body);
      expect(refused.status).toBe(400);
      expect(refused.texts).toMatchObject({ error: 'Please tick the box to agree to what your account keeps.' });
    }
    expect(await t.store.users.byPhone('+919876543210')).toBeNull();

    const browser = t.client();
    expect((await browser.req('POST', '/api/auth/signup', { ...signupBody, noticeVersion: '0123456789abcdef' })).status).toBe(201);
    const user = (await t.store.users.byPhone('+919876543210'))!;
    expect(await t.store.users.consents(user.id)).toEqual([{ purpose: 'account', noticeVersion: '0123456789abcdef', givenAt: expect.any(Number), givenBy: 'self', proof: 'tick' }]);
    // The download lists it with the account.
    const data = await browser.req('GET', '/api/me/account/data');
    const account = (data.body.kinds as { key: string; records: { consents: unknown[] }[] }[]).find((k) => k.key === 'account')!;
    expect(account.records[0]!.consents).toEqual([expect.objectContaining({ purpose: 'account', noticeVersion: '0123456789abcdef', proof: 'tick' })]);
  });

  it('the session answer is the user when signed in and null, not an error, when signed out', async () => {
    const browser = t.client();
    const before = await browser.req('GET', '/api/auth/session');
    expect(before.status).toBe(200);
    expect(before.texts).toEqual({ user: null });
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    const signup = await browser.req('POST', '/api/auth/signup', signupBody);
    expect((await browser.req('GET', '/api/auth/session')).texts).toEqual({ user: { id: (signup.body.user as { id: string }).id, name: 'Ravi Kumar', phone: '+919876543210' } });
    await browser.req('POST', '/api/auth/logout');
    expect((await browser.req('GET', '/api/auth/session')).texts).toEqual({ user: null });
  });

  it('stores only a bcrypt hash and never returns it', async () => {
    const res = await t.client().req('POST', '/api/auth/signup', signupBody);
    expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$/);
    const user = await t.store.users.byPhone('+919876543210');
    // bcrypt over a SHA-256 of the password, so that any length and script fits bcrypt's 72 bytes.
    expect(user!.passwordHash).toMatch(/^sha256:\$2[aby]\$04\$/);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const browser = t.client();
    await browser.req('POST', '/api/auth/signup', signupBody);
    const stolen = browser.cookie;
    await browser.req('POST', '/api/auth/logout');
    const thief = t.client();
    thief.cookie = stolen;
    expect((await thief.req('GET', '/api/auth/me')).status).toBe(401);
  });

  it('answers 409 for a registered number, in any spelling', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const again = await t.client().req('POST', '/api/auth/signup', { ...signupBody, phone: '919876543210' });
    expect(again.status).toBe(409);
    expect(again.texts).toEqual({ error: 'Phone number already registered. Please login instead.' });
  });

  it.each([
    [{ phone: '9876543210', password: 'secret-pw' }, 'name', 'Please enter your full name.'],
    [{ name: '', phone: '9876543210', password: 'secret-pw' }, 'name', 'Please enter your full name.'],
    [{ name: ' a ', phone: '9876543210', password: 'secret-pw' }, 'name', 'Name must be at least 2 characters long.'],
    [{ name: 'Ravi', password: 'secret-pw' }, 'phone', 'Please enter your phone number.'],
    [{ name: 'Ravi', phone: '', password: 'secret-pw' }, 'phone', 'Please enter your phone number.'],
    [{ name: 'Ravi', phone: '5876543210', password: 'secret-pw' }, 'phone', 'Please enter a valid Indian phone number.'],
    [{ name: 'Ravi', phone: '98765', password: 'secret-pw' }, 'phone', 'Please enter a valid Indian phone number.'],
    [{ name: 'Ravi', phone: '9876543210' }, 'password', 'Please enter a password.'],
    [{ name: 'Ravi', phone: '9876543210', password: '1234567' }, 'password', 'Password must be at least 8 characters long.'],
    [{ name: 'Ravi', phone: '9876543210', password: 'ఆ'.repeat(7) }, 'password', 'Password must be at least 8 characters long.'],
    [{ name: 'Ravi', phone: '9876543210', password: 'ఆ'.repeat(129) }, 'password', 'Password must be at most 128 characters long.'],
    [{ name: 'Ravi', phone: '9876543210', password: 'password123' }, 'password', 'This password is too common. Please choose a less predictable one.'],
    [{ name: 'Ravi', phone: '9876543210', password: 'Sunshine1' }, 'password', 'This password is too common. Please choose a less predictable one.'],
    [{ name: 'Ravi', phone: '9876543210', password: 'me+919876543210' }, 'password', 'Password must not contain your phone number.'],
    [{ name: 'Ravi Kumar', phone: '9876543210', password: 'Kumar@Tirupati' }, 'password', 'Password must not contain your name.'],
    [{ name: '\u202Eravi kumar', phone: '9876543210', password: 'tirupati-2026' }, 'name', 'Name must not contain control or text-direction characters.'],
    [{ name: 'Ravi\u0007', phone: '9876543210', password: 'tirupati-2026' }, 'name', 'Name must not contain control or text-direction characters.'],
    [{ name: '\u200B\u200B\u200B', phone: '9876543210', password: 'tirupati-2026' }, 'name', 'Please enter your full name.'],
    [{ name: 'R\u200B\uFEFF', phone: '9876543210', password: 'tirupati-2026' }, 'name', 'Name must be at least 2 characters long.'],
  ])('signup refuses %j: %s', async (body, field, message) => {
    const res = await t.client().req('POST', '/api/auth/signup', { ...body, consents: ['account'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.store.users.count()).toBe(0);
  });

  it('takes any character, and passwords longer than the 72 bytes bcrypt reads', async () => {
    const long = `${'ఆంధ్ర'.repeat(25)}!`;
    const browser = t.client();
    expect((await browser.req('POST', '/api/auth/signup', { ...signupBody, password: long })).status).toBe(201);
    expect((await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: long })).status).toBe(200);
    // Only the whole password works, not what bcrypt alone would have read of it.
    expect((await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: long.slice(0, 30) })).status).toBe(401);
  });

  it('existing accounts with a plain bcrypt hash keep signing in', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const user = (await t.store.users.byPhone('+919876543210'))!;
    await t.store.users.setPasswordHash(user.id, await bcrypt.hash('old-short', 4), 1);
    expect((await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'old-short' })).status).toBe(200);
  });

  it('gives the same answer for an unknown number and a wrong password', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const unknown = await t.client().req('POST', '/api/auth/login', { phone: '9123456789', password: 'whatever-1' });
    const wrong = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'whatever-1' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.texts).toEqual({ error: 'Invalid phone number or password' });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('runs one bcrypt comparison for an unknown number too, so timing does not tell them apart', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const compare = vi.spyOn(bcryptPool, 'compare');
    try {
      await t.client().req('POST', '/api/auth/login', { phone: '9123456789', password: 'whatever-1' });
      expect(compare).toHaveBeenCalledTimes(1);
      await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'whatever-1' });
      expect(compare).toHaveBeenCalledTimes(2);
      // Both hashes have the configured cost, so both comparisons cost the same.
      const hashes = compare.mock.calls.map((call) => String(call[1]).slice(0, 7));
      expect(hashes[0]).toBe(hashes[1]);
    } finally {
      compare.mockRestore();
    }
  });

  it('login validation uses the fixed texts', async () => {
    const noPw = await t.client().req('POST', '/api/auth/login', { phone: '9876543210' });
    expect(noPw.body.error).toBe('Please enter your password.');
    const badPhone = await t.client().req('POST', '/api/auth/login', { phone: 'abc', password: 'x' });
    expect(badPhone.body.error).toBe('Please enter a valid Indian phone number.');
  });

  it("locks one client out of an account after 5 failures, but not the owner elsewhere", async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const stranger = '198.51.100.66';
    for (let i = 0; i < 5; i++) {
      const res = await t.client(stranger).req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' });
      expect(res.status).toBe(401);
    }
    // Even the right password is refused from there while locked: the lock is checked before bcrypt.
    const locked = await t.client(stranger).req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' });
    expect(locked.status).toBe(429);
    expect(locked.texts).toEqual({ error: 'Too many failed attempts. Please try again later.' });
    expect(locked.headers.get('retry-after')).toBe('30');
    // The owner, from their own phone, is not locked out by the stranger.
    expect((await t.client('203.0.113.9').req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' })).status).toBe(200);
    t.clock.advance(30_000);
    expect((await t.client(stranger).req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' })).status).toBe(401);
    // The delay grows: the sixth failure locks for 60 s.
    const again = await t.client(stranger).req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
  });

  it('stops password guessing at 100 consecutive failures per account, across hours, until a reset by code', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    for (let i = 0; i < 100; i++) {
      // 5 guesses from each of 20 addresses, spread over more than a day.
      const res = await t.client(`198.51.${Math.floor(i / 5)}.1`).req('POST', '/api/auth/login', { phone: '9876543210', password: `wrong-pass-${i}` });
      expect(res.status).toBe(401);
      t.clock.advance(20 * 60_000);
    }
    const owner = await t.client('203.0.113.9').req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' });
    expect(owner.status).toBe(403);
    expect(owner.texts).toEqual({ error: 'Too many failed sign-ins on this account. Please reset your password with an OTP to unlock it.' });
    // A reset by OTP unlocks it.
    const sent = await t.client('203.0.113.9').req('POST', '/api/auth/otp/send', { phone: '9876543210', purpose: 'password_reset' });
    const verified = await t.client('203.0.113.9').req('POST', '/api/auth/otp/verify', { phone: '9876543210', code: t.lastCode('+919876543210'), challenge: sent.body.challenge });
    const reset = await t.client('203.0.113.9').req('POST', '/api/auth/password/reset', { phone: '9876543210', password: 'srikakulam-77', resetToken: verified.body.resetToken });
    expect(reset.status).toBe(200);
    expect((await t.client('203.0.113.9').req('POST', '/api/auth/login', { phone: '9876543210', password: 'srikakulam-77' })).status).toBe(200);
  });

  it('locks an IP out after many failures across numbers', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < t.config.limits.loginPerIp.max; i++) {
      const phone = `98765${String(10000 + i)}`;
      expect((await t.client(ip).req('POST', '/api/auth/login', { phone, password: 'wrong-pass' })).status).toBe(401);
    }
    const res = await t.client(ip).req('POST', '/api/auth/login', { phone: '9000000001', password: 'wrong-pass' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.client('192.0.2.51').req('POST', '/api/auth/login', { phone: '9000000001', password: 'wrong-pass' })).status).toBe(401);
  });

  it('ends a session after the idle time and after the absolute lifetime', async () => {
    const browser = t.client();
    await browser.req('POST', '/api/auth/signup', signupBody);
    t.clock.advance(t.config.session.userIdleMs);
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(401);

    await browser.req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' });
    // Active every day, the session still ends at the absolute limit.
    const day = 24 * 3600_000;
    for (let elapsed = day; elapsed < t.config.session.userAbsoluteMs; elapsed += day) {
      t.clock.advance(day);
      expect((await browser.req('GET', '/api/auth/me')).status).toBe(200);
    }
    t.clock.advance(day);
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('parallel guessing', () => {
  it('a burst of parallel wrong logins from one client gets at most 5 password checks, the rest 429', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => t.client('198.51.100.7').req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('a parallel burst from many addresses gets at most 100 password checks per account', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    const results = await Promise.all(
      Array.from({ length: 160 }, (_, i) => t.client(`198.51.${i}.1`).req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(100);
    // The rest are told to reset by code (403), or were counted at once with another from their client (429).
    expect(statuses.every((s) => s === 401 || s === 403 || s === 429)).toBe(true);
  });

  it('a successful login clears the account count', async () => {
    await t.client().req('POST', '/api/auth/signup', signupBody);
    for (let i = 0; i < 4; i++) await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' });
    expect((await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'tirupati-2026' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass' })).status).toBe(401);
    }
  });
});

describe('signup limits', () => {
  it('caps signups per IP before any hashing', async () => {
    const ip = '192.0.2.33';
    for (let i = 0; i < t.config.limits.signupPerIp.max; i++) {
      const res = await t.client(ip).req('POST', '/api/auth/signup', { name: 'Bulk', phone: `90000${String(10000 + i)}`, password: 'many-signups-1', consents: ['account'] });
      expect(res.status).toBe(201);
    }
    const res = await t.client(ip).req('POST', '/api/auth/signup', { name: 'Bulk', phone: '9000099999', password: 'many-signups-1', consents: ['account'] });
    expect(res.status).toBe(429);
    expect(res.texts).toEqual({ error: 'Too many sign-ups from your network. Please try again later.' });
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await t.store.users.byPhone('+919000099999')).toBeNull();
  });
});
