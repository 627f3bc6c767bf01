// POST /api/auth/password/change: signed in, the current password is a sign-in attempt, the new
// one meets the rule, and every other session ends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

let t: TestApp;
let browser: Client;
const phone = '+919876543210';
const account = { name: 'Lakshmi Prasanna', phone: '9876543210', password: 'first-pass-1', consents: ['account'] };
const credentials = { phone: account.phone, password: account.password };

beforeEach(async () => {
  t = await makeTestApp();
  browser = t.client();
  expect((await browser.req('POST', '/api/auth/signup', account)).status).toBe(201);
});
afterEach(async () => {
  await t.close();
});

const change = (c: Client, currentPassword: string, newPassword: string) => c.req('POST', '/api/auth/password/change', { currentPassword, newPassword });

describe('password change', () => {
  it('needs a session', async () => {
    const res = await change(t.client(), 'first-pass-1', 'second-pass-2');
    expect(res.status).toBe(401);
    expect(res.texts).toEqual({ error: 'Please log in.' });
  });

  it('changes the password, ends every other session, keeps this browser signed in', async () => {
    const laptop = t.client('198.51.100.4');
    expect((await laptop.req('POST', '/api/auth/login', credentials)).status).toBe(200);
    const before = browser.cookie;
    const res = await change(browser, 'first-pass-1', 'second-pass-2');
    expect(res.status).toBe(200);
    expect(res.texts).toEqual({ message: 'Password changed successfully.' });
    // A new session for this browser; the old token is gone too.
    expect(browser.cookie).not.toBe(before);
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(200);
    const old = t.client();
    old.cookie = before;
    expect((await old.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await laptop.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.client().req('POST', '/api/auth/login', credentials)).status).toBe(401);
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'second-pass-2' })).status).toBe(200);
    // The number was only typed at sign-up: no notice goes to it (tests/server/text-ledger.test.ts).
    expect(t.outboxLines()).toEqual([]);
  });

  it('a wrong current password is a failed sign-in: five of them lock this client out', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await change(browser, `guess-number-${i}`, 'second-pass-2');
      expect(res.status).toBe(400);
      expect(res.texts).toEqual({ error: 'Your current password is not correct.', fields: { currentPassword: 'Your current password is not correct.' } });
    }
    const locked = await change(browser, 'first-pass-1', 'second-pass-2');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    // They count toward the account's sign-in failures as well.
    expect(await t.store.counters.get(`login:account:${phone}`, 30 * 24 * 3600_000, t.clock.now)).toMatchObject({ count: 5 });
  });

  it('refuses a weak new password with the rule texts, before any password check', async () => {
    const cases: [string, string][] = [
      ['short', 'Password must be at least 8 characters long.'],
      ['baseball1', 'This password is too common. Please choose a less predictable one.'],
      ['x9876543210x', 'Password must not contain your phone number.'],
      ['prasanna#2026', 'Password must not contain your name.'],
    ];
    for (const [weak, message] of cases) {
      const res = await change(browser, 'first-pass-1', weak);
      expect(res.status).toBe(400);
      expect(res.texts).toEqual({ error: message, fields: { newPassword: message } });
    }
    expect(await t.store.counters.get(`login:account:${phone}`, 30 * 24 * 3600_000, t.clock.now)).toBeNull();
    expect((await t.client().req('POST', '/api/auth/login', credentials)).status).toBe(200);
  });
});
