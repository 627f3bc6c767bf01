// The lock-out, hijack and harassment paths an attacker-minded test found: each test is the attack
// as it was reproduced, then what the owner must still be able to do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../../src/server/http/client-keys';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
const phone = '+919876543210';
const password = 'tirupati-2026';
const ownerIp = '203.0.113.9';
const strangerIp = (i: number) => `198.51.${i}.1`;

beforeEach(async () => {
  // The server's key (the local server makes one on its first start): it signs admin device cookies.
  t = await makeTrackingApp({ tweak: (c) => (c.otpPepper = 'k'.repeat(43)) });
});
afterEach(async () => {
  await t.close();
});

const signup = (c: Client = t.client(ownerIp), name = 'Lakshmi') => c.req('POST', '/api/auth/signup', { name, phone, password, consents: ['account'] });
const login = (ip: string, pw: string) => t.client(ip).req('POST', '/api/auth/login', { phone, password: pw });

/** 100 wrong passwords for the account, 5 from each of 20 addresses, as the attack did. */
async function hundredFailures(path = '/api/auth/login', body: (i: number) => object = (i) => ({ phone, password: `wrong-pass-${i}` })): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await t.client(strangerIp(Math.floor(i / 5))).req('POST', path, body(i));
    expect(res.status).toBe(401);
  }
}

/** The owner asks for a code from their own browser and enters it: the answer of /otp/verify. */
async function ownerVerifies(owner: Client, purpose: 'password_reset' | 'login' = 'password_reset') {
  const sent = await owner.req('POST', '/api/auth/otp/send', { phone, purpose });
  expect(sent.status).toBe(200);
  const verified = await owner.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge: sent.body.challenge });
  expect(verified.status).toBe(200);
  return verified;
}

describe('the account-wide ceiling leads to a step-up, never a refusal of the owner', () => {
  it('after 100 failures from 20 addresses the right password is not refused for 30 days: the owner is sent to a code', async () => {
    await signup();
    await hundredFailures();
    const owner = await login(ownerIp, password);
    expect(owner.status).toBe(403);
    expect(owner.headers.get('retry-after')).toBeNull();
    expect(owner.texts).toEqual({ error: 'Too many failed sign-ins on this account. Please reset your password with an OTP to unlock it.' });
    // The step-up works at once, from the owner's browser.
    const browser = t.client(ownerIp);
    const verified = await ownerVerifies(browser);
    const reset = await browser.req('POST', '/api/auth/password/reset', { phone, password: 'srikakulam-77', resetToken: verified.body.resetToken });
    expect(reset.status).toBe(200);
    expect((await login(ownerIp, 'srikakulam-77')).status).toBe(200);
  });

  it('past the ceiling forced from 100 claimed addresses, a browser that signed in before still signs in with the password; others step up', async () => {
    await signup();
    const usual = t.client(ownerIp);
    expect((await usual.req('POST', '/api/auth/login', { phone, password })).status).toBe(200);
    await usual.req('POST', '/api/auth/logout');
    // A direct caller of the function names a new address in X-Forwarded-For for every guess.
    t.config.trustProxy = true;
    t.config.proxyPeers = ['*'];
    const via = (address: string) => ({ 'x-forwarded-for': `junk, ${address}, 35.191.0.1, 130.211.0.1` });
    for (let i = 0; i < 100; i++) {
      expect((await t.client('192.0.2.200').req('POST', '/api/auth/login', { phone, password: `wrong-pass-${i}` }, via(`198.51.${i}.7`))).status).toBe(401);
    }
    // Other browsers, and a made-up device token, get the step-up.
    expect((await t.client().req('POST', '/api/auth/login', { phone, password }, via(ownerIp))).status).toBe(403);
    const madeUp = t.client();
    madeUp.cookie = `__session=ud.${'A'.repeat(65)}`;
    expect((await madeUp.req('POST', '/api/auth/login', { phone, password }, via(ownerIp))).status).toBe(403);
    // The owner's usual browser, from whatever address, has a lock-out of its own: 5 typos, then a wait.
    for (let i = 0; i < 5; i++) expect((await usual.req('POST', '/api/auth/login', { phone, password: 'typo-pass' }, via('203.0.113.50'))).status).toBe(401);
    expect((await usual.req('POST', '/api/auth/login', { phone, password }, via('203.0.113.50'))).status).toBe(429);
    t.clock.advance(30_000);
    expect((await usual.req('POST', '/api/auth/login', { phone, password }, via('203.0.113.51'))).status).toBe(200);
  });

  it('a lock made on a number before it was registered does not survive the sign-up', async () => {
    await hundredFailures();
    expect((await signup()).status).toBe(201);
    expect((await login(ownerIp, password)).status).toBe(200);
  });

  it("an admin's right password passes from a browser the console knows, after 100 failures from 20 addresses", async () => {
    await t.createAdmin('chief', 'chief-secret-pass');
    const office = t.client(ownerIp);
    expect((await office.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' })).status).toBe(200);
    await office.req('POST', '/api/admin/logout');
    await hundredFailures('/api/admin/login', (i) => ({ username: 'chief', password: `wrong-pass-${i}` }));
    // The browser keeps its device cookie across signing out; any address.
    expect((await office.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' })).status).toBe(200);
  });

  it('past the ceiling a browser the console does not know is refused, whatever address it claims, and a known one has its own lock-out', async () => {
    await t.createAdmin('chief', 'chief-secret-pass');
    const office = t.client(ownerIp);
    await office.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' });
    await hundredFailures('/api/admin/login', (i) => ({ username: 'chief', password: `wrong-pass-${i}` }));
    for (let i = 0; i < 30; i++) {
      const res = await t.client(`192.0.${i}.77`).req('POST', '/api/admin/login', { username: 'chief', password: i === 29 ? 'chief-secret-pass' : 'another-guess' });
      expect(res.status).toBe(403);
      expect(res.texts).toEqual({ error: 'Too many failed sign-ins on this account. Sign in from a browser you have used for the console before, or ask the site owner to set a new password with admin:create.' });
    }
    // A device cookie made up, or one for another username, is no known browser.
    const forged = t.client('192.0.2.1');
    forged.cookie = `__session=d.${'A'.repeat(65)}`;
    expect((await forged.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' })).status).toBe(403);
    await t.createAdmin('desk', 'desk-secret-pass');
    const deskBrowser = t.client('192.0.2.2');
    await deskBrowser.req('POST', '/api/admin/login', { username: 'desk', password: 'desk-secret-pass' });
    expect((await deskBrowser.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' })).status).toBe(403);
    // The known browser: 5 wrong guesses, then its own lock-out.
    for (let i = 0; i < 5; i++) expect((await office.req('POST', '/api/admin/login', { username: 'chief', password: 'typo-pass' })).status).toBe(401);
    expect((await office.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-secret-pass' })).status).toBe(429);
  });

  it('made-up reset tokens do not spend the owner’s reset allowance', async () => {
    await signup();
    for (let i = 0; i < 30; i++) {
      const res = await t.client(strangerIp(i)).req('POST', '/api/auth/password/reset', { phone, password: 'hijacked-pass-1', resetToken: 'A'.repeat(43) });
      expect(res.status).toBe(403);
    }
    const browser = t.client(ownerIp);
    const verified = await ownerVerifies(browser);
    expect((await browser.req('POST', '/api/auth/password/reset', { phone, password: 'srikakulam-77', resetToken: verified.body.resetToken })).status).toBe(200);
  });

  it('made-up reset tokens are limited per client', async () => {
    await signup();
    const attempt = () => t.client('192.0.2.5').req('POST', '/api/auth/password/reset', { phone, password: 'hijacked-pass-1', resetToken: 'A'.repeat(43) });
    for (let i = 0; i < t.config.limits.resetPerIp.max; i++) expect((await attempt()).status).toBe(403);
    expect((await attempt()).status).toBe(429);
  });

  it("a stranger's codes, 31 s apart, do not block the owner's", async () => {
    await signup();
    for (let i = 0; i < 5; i++) {
      expect((await t.client('198.51.100.66').req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' })).status).toBe(200);
      t.clock.advance(31_000);
    }
    expect((await t.client('198.51.100.66').req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' })).status).toBe(429);
    await ownerVerifies(t.client(ownerIp));
  });

  it("a stranger's code sent just before does not replace the owner's or make them wait", async () => {
    await signup();
    const owner = t.client(ownerIp);
    const sent = await owner.req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' });
    const code = t.lastCode(phone);
    expect((await t.client('198.51.100.66').req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' })).status).toBe(200);
    const verified = await owner.req('POST', '/api/auth/otp/verify', { phone, code, challenge: sent.body.challenge });
    expect(verified.status).toBe(200);
  });

  it("a stranger's wrong guesses do not burn the owner's code", async () => {
    await signup();
    const owner = t.client(ownerIp);
    const sent = await owner.req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' });
    const code = t.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const guess = await t.client(strangerIp(i)).req('POST', '/api/auth/otp/verify', { phone, code: wrong, challenge: 'B'.repeat(43) });
      expect(guess.status).toBe(400);
    }
    // Not even with the owner's challenge, if a stranger ever saw it: only the owner's browser's guesses count against it,
    // and that browser enters the right code.
    const verified = await owner.req('POST', '/api/auth/otp/verify', { phone, code, challenge: sent.body.challenge });
    expect(verified.status).toBe(200);
  });

  it('limits code checks per client', async () => {
    await signup();
    const guess = () => t.client('192.0.2.9').req('POST', '/api/auth/otp/verify', { phone, code: '123456', challenge: 'B'.repeat(43) });
    for (let i = 0; i < t.config.limits.otpVerifyPerIp.max; i++) expect((await guess()).status).toBe(400);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.texts).toEqual({ error: 'Too many failed attempts. Please try again later.' });
    expect((await t.client(ownerIp).req('POST', '/api/auth/otp/verify', { phone, code: '123456', challenge: 'B'.repeat(43) })).status).toBe(400);
  });
});

describe('forcing the step-up costs the attacker, and the owner hears of it', () => {
  const DAY = 24 * 3600_000;
  const notices = () => t.outboxLines().filter((l) => l.to === phone && l.kind === 'notice').map((l) => l.text);

  /** The owner proves the phone with a reset code from their own browser and sets the password again. */
  async function ownerResets(): Promise<void> {
    const browser = t.client(ownerIp);
    const verified = await ownerVerifies(browser);
    expect((await browser.req('POST', '/api/auth/password/reset', { phone, password, resetToken: verified.body.resetToken })).status).toBe(200);
  }

  /** The owner signs in with a code from their own browser, which proves the phone and sets the account's language. */
  async function ownerSignsInByCode(headers: Record<string, string> = {}): Promise<void> {
    const owner = t.client(ownerIp);
    const sent = await owner.req('POST', '/api/auth/otp/send', { phone, purpose: 'login' }, headers);
    expect(sent.status).toBe(200);
    expect((await owner.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge: sent.body.challenge }, headers)).status).toBe(200);
  }

  it('the same 20 addresses force it again at most once the same day after the owner proves the phone, then are refused', async () => {
    await signup();
    await hundredFailures();
    await ownerResets();
    expect((await login(ownerIp, password)).status).toBe(200);
    // The rest of the day, each address tries again as soon as its lock-out allows (16 minutes
    // apart, past the longest), and the owner proves the phone whenever the step-up is forced.
    let forced = 0;
    for (let elapsed = 0; elapsed < DAY - 3600_000; elapsed += 16 * 60_000) {
      t.clock.advance(16 * 60_000);
      for (let a = 0; a < 20; a++) await login(strangerIp(a), `wrong-again-${a}`);
      // Looked up, not tried: the owner's sign-in would clear the count of consecutive failures.
      const account = await t.store.counters.get(keys.loginAccount(phone), t.config.limits.loginPerAccount.windowMs, t.clock.now);
      if ((account?.count ?? 0) >= t.config.limits.loginPerAccount.max) {
        forced++;
        expect((await login(ownerIp, password)).status).toBe(403);
        await ownerResets();
      }
    }
    expect(forced).toBe(1);
    // Spent for the day: another round from the same addresses is refused before any password check.
    for (let a = 0; a < 20; a++) expect((await login(strangerIp(a), 'one-more-try')).status).toBe(429);
    expect((await login(ownerIp, password)).status).toBe(200);
  });

  it('the owner of a proven phone gets one text a day, in the account’s language, while the password is shut off', async () => {
    await signup();
    await ownerSignsInByCode({ 'accept-language': 'te' });
    await hundredFailures();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toContain('తప్పు పాస్‌వర్డ్‌లు');
    // Trying on past the ceiling (the attacker, or the owner) sends no more that day.
    for (let i = 0; i < 5; i++) expect((await login(strangerIp(30 + i), 'still-guessing')).status).toBe(403);
    expect(notices()).toHaveLength(1);
    t.clock.advance(DAY);
    expect((await login(strangerIp(40), 'next-day-guess')).status).toBe(403);
    expect(notices()).toHaveLength(2);
  });

  it('an unproven phone gets no such text: whoever signed up with it may not hold it', async () => {
    await signup();
    await hundredFailures();
    expect((await login(ownerIp, password)).status).toBe(403);
    expect(notices()).toEqual([]);
  });
});

describe('a direct caller who forges X-Forwarded-For gains nothing against a phone', () => {
  // On Firebase the client address is read from X-Forwarded-For (TRUST_PROXY), and a caller of the
  // function's own URL writes that header itself: each request below claims another address.
  const forged = (i: number) => {
    t.config.trustProxy = true;
    // As in the function, whose peer is Google's serving infrastructure for any caller.
    t.config.proxyPeers = ['*'];
    return { 'x-forwarded-for': `junk, 198.51.${i}.7, 35.191.0.1, 130.211.0.1` };
  };
  const sendFrom = (i: number, to: string) => t.client('192.0.2.200').req('POST', '/api/auth/otp/send', { phone: to, purpose: 'password_reset' }, forged(i));

  it('24 code requests to one number from 24 claimed addresses text it at most the per-phone cap', async () => {
    await signup();
    const owner = t.client(ownerIp);
    const ownerSent = await owner.req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' });
    const ownerCode = t.lastCode(phone);
    const answers = [];
    for (let i = 0; i < 24; i++) answers.push((await sendFrom(i, phone)).status);
    const cap = t.config.limits.otpPerPhone.max;
    expect(answers.filter((s) => s === 200)).toHaveLength(cap - 1);
    expect(answers.slice(cap - 1).every((s) => s === 429)).toBe(true);
    expect(t.outboxLines().filter((l) => l.to === phone)).toHaveLength(cap);
    // The owner's code, bound to their browser, still works.
    expect((await owner.req('POST', '/api/auth/otp/verify', { phone, code: ownerCode, challenge: ownerSent.body.challenge })).status).toBe(200);
  });

  it("strangers who spend the phone's cap from claimed addresses do not keep its owner from a code in a browser that signed in before", async () => {
    await signup();
    const usual = t.client(ownerIp);
    expect((await usual.req('POST', '/api/auth/login', { phone, password })).status).toBe(200);
    await usual.req('POST', '/api/auth/logout');
    for (let i = 0; i < 24; i++) await sendFrom(i, phone);
    expect((await t.client(ownerIp).req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' }, forged(99))).status).toBe(429);
    // The owner's usual browser, from whatever address, has allowances of its own.
    await ownerVerifies(usual);
  });

  it('probing numbers from claimed addresses gets the same answers for a registered and an unregistered one', async () => {
    await signup();
    const unregistered = '+919123456789';
    for (let i = 0; i < 24; i++) {
      const [known, unknown] = [await sendFrom(i, phone), await sendFrom(i, unregistered)];
      expect([unknown.status, { ...unknown.texts, challenge: 0 }]).toEqual([known.status, { ...known.texts, challenge: 0 }]);
    }
    expect(t.outboxLines().filter((l) => l.to === unregistered)).toEqual([]);
  });
});

describe('a phone proven by a code re-owns the account', () => {
  async function strangerHoldsAccountWithOwnersRequest(): Promise<Client> {
    // The owner sends a request signed out with their phone; a stranger signs up with that phone first.
    const sent = await t.client(ownerIp).req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456789', phone });
    expect(sent.status).toBe(201);
    const stranger = t.client('198.51.100.66');
    expect((await signup(stranger, 'Stranger')).status).toBe(201);
    expect((await stranger.req('GET', '/api/me/requests')).body.requests).toEqual([]);
    return stranger;
  }

  it('the owner verifying a reset code ends the stranger’s session before anything joins the account', async () => {
    const stranger = await strangerHoldsAccountWithOwnersRequest();
    const owner = t.client(ownerIp);
    await ownerVerifies(owner);
    expect((await stranger.req('GET', '/api/me/requests')).status).toBe(401);
    // Until the reset is finished the stranger's password still opens the account: the owner's request must not show there.
    const again = t.client('198.51.100.66');
    expect((await again.req('POST', '/api/auth/login', { phone, password })).status).toBe(200);
    expect((await again.req('GET', '/api/me/requests')).body.requests).toEqual([]);
  });

  it('after the reset the owner sees their request and the stranger is out', async () => {
    const stranger = await strangerHoldsAccountWithOwnersRequest();
    const owner = t.client(ownerIp);
    const verified = await ownerVerifies(owner);
    expect((await owner.req('POST', '/api/auth/password/reset', { phone, password: 'srikakulam-77', resetToken: verified.body.resetToken })).status).toBe(200);
    expect((await stranger.req('GET', '/api/me/requests')).status).toBe(401);
    expect((await login('198.51.100.66', password)).status).toBe(401);
    expect((await login(ownerIp, 'srikakulam-77')).status).toBe(200);
    const signedIn = t.client(ownerIp);
    await signedIn.req('POST', '/api/auth/login', { phone, password: 'srikakulam-77' });
    expect((await signedIn.req('GET', '/api/me/requests')).body.requests).toMatchObject([{ serviceNumber: 'VS123456789' }]);
  });

  it('a first sign-in by code ends every other session and voids the password set before the phone was proven', async () => {
    const stranger = await strangerHoldsAccountWithOwnersRequest();
    const owner = t.client(ownerIp);
    await ownerVerifies(owner, 'login');
    expect((await stranger.req('GET', '/api/me/requests')).status).toBe(401);
    expect((await login('198.51.100.66', password)).status).toBe(401);
    expect((await owner.req('GET', '/api/me/requests')).body.requests).toMatchObject([{ serviceNumber: 'VS123456789' }]);
  });

  it('a later sign-in by code keeps the password of an account already proven', async () => {
    await signup();
    const first = t.client(ownerIp);
    const verified = await ownerVerifies(first);
    await first.req('POST', '/api/auth/password/reset', { phone, password: 'srikakulam-77', resetToken: verified.body.resetToken });
    t.clock.advance(31_000);
    await ownerVerifies(t.client(ownerIp), 'login');
    expect((await login(ownerIp, 'srikakulam-77')).status).toBe(200);
  });
});

describe('the reset endpoint tells a stranger nothing about the account', () => {
  it('a made-up token with a password containing the holder’s name is the same 403 as any other', async () => {
    await signup();
    // (A password the schema refuses for every account, such as one too short, is a 400 before any of this.)
    const guesses = ['lakshmi-garu-1', '9876543210-pass', 'hijacked-pass-1'];
    for (const guess of guesses) {
      const res = await t.client('198.51.100.66').req('POST', '/api/auth/password/reset', { phone, password: guess, resetToken: 'A'.repeat(43) });
      expect(res.status).toBe(403);
      expect(res.texts).toEqual({ error: 'Failed to reset password. Please try again.' });
    }
    const unknown = await t.client('198.51.100.66').req('POST', '/api/auth/password/reset', { phone: '9123456789', password: 'lakshmi-garu-1', resetToken: 'A'.repeat(43) });
    expect(unknown.texts).toEqual({ error: 'Failed to reset password. Please try again.' });
  });
});

describe('successful sign-ins do not use up an address', () => {
  it('100 right-password sign-ins from one address leave the next user’s right password working', async () => {
    await signup();
    for (let i = 0; i < 100; i++) expect((await login('100.64.0.1', password)).status).toBe(200);
    await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9123456789', password: 'guntur-road-9', consents: ['account'] });
    expect((await t.client('100.64.0.1').req('POST', '/api/auth/login', { phone: '9123456789', password: 'guntur-road-9' })).status).toBe(200);
  });
});

describe('security events are recorded (who, from where, outcome), never a code or a whole number', () => {
  it('a sign-up leaves one line with the new account, and a refused one says why', async () => {
    expect((await signup()).status).toBe(201);
    expect((await signup(t.client('198.51.100.66'))).status).toBe(409);
    const flood = '198.51.100.77';
    for (let i = 0; i < 21; i++) await t.client(flood).req('POST', '/api/auth/signup', { name: 'Probe', phone: `90000000${String(i).padStart(2, '0')}`, password: 'nellore-tank-77', consents: ['account'] });

    const events = t.logLines().filter((l) => l.security);
    const account = (await t.store.users.byPhone(phone))!.id;
    expect(events.slice(0, 2)).toEqual([
      expect.objectContaining({ security: 'user.sign_up', outcome: 'success', account, phone: '+91******3210', ip: ownerIp }),
      expect.objectContaining({ security: 'user.sign_up_refused', outcome: 'refused', account, ip: '198.51.100.66', detail: 'number already registered' }),
    ]);
    const fromFlood = events.filter((e) => e.ip === flood).map((e) => [e.security, e.detail ?? null]);
    expect(fromFlood).toEqual([
      ...Array.from({ length: 20 }, () => ['user.sign_up', null]),
      ['user.sign_up_refused', 'too many sign-ups from this address'],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/9876543210|90000000\d\d/);
  });

  it('sign-in failures, refusals, codes and resets each leave one log line', async () => {
    await signup();
    for (let i = 0; i < 6; i++) await login('198.51.100.66', 'wrong-pass-1');
    expect((await login(ownerIp, password)).status).toBe(200);
    const browser = t.client(ownerIp);
    const verified = await ownerVerifies(browser);
    await browser.req('POST', '/api/auth/password/reset', { phone, password: 'srikakulam-77', resetToken: verified.body.resetToken });
    await t.client('198.51.100.66').req('POST', '/api/auth/password/reset', { phone, password: 'hijacked-pass-1', resetToken: 'A'.repeat(43) });

    const events = t.logLines().filter((l) => l.security);
    expect(events.map((e) => [e.security, e.outcome, e.ip])).toEqual([
      ['user.sign_up', 'success', ownerIp],
      ...Array.from({ length: 5 }, () => ['user.sign_in_failed', 'failure', '198.51.100.66']),
      ['user.sign_in_refused', 'refused', '198.51.100.66'],
      ['user.sign_in', 'success', ownerIp],
      ['user.otp_sent', 'success', ownerIp],
      ['user.otp_verified', 'success', ownerIp],
      ['user.password_reset', 'success', ownerIp],
      ['user.password_reset_refused', 'refused', '198.51.100.66'],
    ]);
    const account = (await t.store.users.byPhone(phone))!.id;
    expect(events.find((e) => e.security === 'user.sign_in')).toMatchObject({ account, phone: '+91******3210' });
    const logged = JSON.stringify(t.logLines());
    expect(logged).not.toContain('9876543210');
    for (const line of t.outboxLines()) expect(logged).not.toContain(/\b(\d{6})\b/.exec(line.text)?.[1] ?? 'no code');
  });
});
