import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const phone = '+919876543210';
beforeEach(async () => {
  t = await makeTestApp();
  await t.client().req('POST', '/api/auth/signup', { name: 'Lakshmi', phone, password: 'first-pass-1', consents: ['account'] });
});
afterEach(async () => {
  await t.close();
});

const send = (ip?: string, purpose = 'password_reset') => t.client(ip).req('POST', '/api/auth/otp/send', { phone: '98765 43210', purpose });
/** Sends a code and returns the challenge its browser holds. */
const challengeOf = async (ip?: string, purpose?: string) => (await send(ip, purpose)).body.challenge as string;
const verify = (code: string | null, challenge: string, ip?: string) => t.client(ip).req('POST', '/api/auth/otp/verify', { phone, code, challenge });

describe('password reset by OTP', () => {
  it('sends a code to the outbox, verifies it, resets the password and ends every session', async () => {
    const phoneBrowser = t.client();
    await phoneBrowser.req('POST', '/api/auth/login', { phone, password: 'first-pass-1' });
    const laptop = t.client();
    await laptop.req('POST', '/api/auth/login', { phone, password: 'first-pass-1' });

    const sent = await send();
    expect(sent.status).toBe(200);
    expect(sent.texts).toEqual({ message: 'If this number has an account, we have sent it an OTP by SMS. No OTP? Check the number, or sign up.', resendAfterSeconds: 30, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const challenge = sent.body.challenge as string;
    expect(JSON.stringify(sent.body)).not.toMatch(/\d{6}/);
    const [line] = t.outboxLines();
    expect(line).toMatchObject({ to: phone });
    expect(new Date(line!.at).toString()).not.toBe('Invalid Date');
    const code = t.lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(line!.text).toBe(`${code} is your AP Vehicle & Licence Assist verification code. It is valid for 10 minutes. Do not share it with anyone.`);
    // Stored hashed: the code itself is nowhere in the record.
    expect(JSON.stringify(await t.store.otps.get(sha256(challenge)))).not.toContain(code);
    // The challenge too is kept only as a hash.
    expect(JSON.stringify(await t.store.otps.get(sha256(challenge)))).not.toContain(challenge);

    const early = await t.client().req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2' });
    expect(early.status).toBe(403);
    expect(early.texts).toEqual({ error: 'Failed to reset password. Please try again.' });

    const owner = t.client();
    const verified = await owner.req('POST', '/api/auth/otp/verify', { phone, code, challenge });
    expect(verified.texts).toEqual({ message: 'OTP verified successfully. Please set your new password.', resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), resetWithinSeconds: 600 });
    // Stored only as a hash.
    expect(JSON.stringify(await t.store.otps.get(sha256(challenge)))).not.toContain(verified.body.resetToken as string);

    const reset = await owner.req('POST', '/api/auth/password/reset', { phone: '919876543210', password: 'second-pass-2', resetToken: verified.body.resetToken });
    expect(reset.status).toBe(200);
    expect(reset.texts).toEqual({ message: 'Password reset successful' });
    // The owner hears of it on their phone.
    expect(t.outboxLines().at(-1)).toMatchObject({ to: phone, text: 'Your password was changed. If this was not you, reset it now.' });

    expect((await phoneBrowser.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await laptop.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'first-pass-1' })).status).toBe(401);
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'second-pass-2' })).status).toBe(200);
    // The token is used up.
    expect((await owner.req('POST', '/api/auth/password/reset', { phone, password: 'third-pass-3', resetToken: verified.body.resetToken })).status).toBe(403);
  });

  it('texts the code and the password notice in Telugu when the page asking is Telugu', async () => {
    const telugu = { 'accept-language': 'te' };
    const c = t.client();
    const sent = await c.req('POST', '/api/auth/otp/send', { phone: '98765 43210', purpose: 'password_reset' }, telugu);
    expect(sent.status).toBe(200);
    const code = t.lastCode(phone)!;
    expect(t.outboxLines().at(-1)!.text).toBe(`${code} మీ AP వాహన & లైసెన్స్ సహాయం OTP. ఇది 10 నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరికీ చెప్పకండి.`);
    const verified = await c.req('POST', '/api/auth/otp/verify', { phone, code, challenge: sent.body.challenge }, telugu);
    expect(verified.status).toBe(200);
    const reset = await c.req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2', resetToken: (verified.body as { resetToken: string }).resetToken }, telugu);
    expect(reset.status).toBe(200);
    expect(t.outboxLines().at(-1)!.text).toBe('మీ పాస్‌వర్డ్ మారింది. ఇది మీరు చేయకపోతే, వెంటనే దాన్ని రీసెట్ చేయండి.');
  });

  it('a reset started on one client cannot be finished from another', async () => {
    const challenge = await challengeOf();
    const owner = t.client('203.0.113.7');
    const verified = await owner.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge });
    expect(verified.status).toBe(200);
    const attacker = t.client('198.51.100.66');
    // No token, a made-up one, or a malformed one: all refused, and nothing changes.
    for (const body of [{ phone, password: 'hijacked-pass-1' }, { phone, password: 'hijacked-pass-1', resetToken: 'A'.repeat(43) }]) {
      const res = await attacker.req('POST', '/api/auth/password/reset', body);
      expect(res.status).toBe(403);
      expect(res.texts).toEqual({ error: 'Failed to reset password. Please try again.' });
    }
    expect((await attacker.req('POST', '/api/auth/password/reset', { phone, password: 'hijacked-pass-1', resetToken: 'short' })).status).toBe(400);
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'first-pass-1' })).status).toBe(200);
    // The owner's token is untouched by the attempts.
    expect((await owner.req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2', resetToken: verified.body.resetToken })).status).toBe(200);
  });

  it("a token only resets the phone it was issued for", async () => {
    await t.client().req('POST', '/api/auth/signup', { name: 'Other', phone: '9123456789', password: 'other-pass-12', consents: ['account'] });
    const challenge = await challengeOf();
    const verified = await verify(t.lastCode(phone), challenge);
    const res = await t.client().req('POST', '/api/auth/password/reset', { phone: '9123456789', password: 'hijacked-pass-1', resetToken: verified.body.resetToken });
    expect(res.status).toBe(403);
  });

  it('a sign-in or reset with one code voids the phone’s other codes', async () => {
    const first = await challengeOf('203.0.113.7');
    const firstCode = t.lastCode(phone)!;
    const second = await challengeOf('203.0.113.8');
    const verified = await verify(t.lastCode(phone), second);
    expect((await t.client().req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2', resetToken: verified.body.resetToken })).status).toBe(200);
    expect((await verify(firstCode, first)).status).toBe(400);
  });

  it('a weak new password is refused without spending the token', async () => {
    const challenge = await challengeOf();
    const verified = await verify(t.lastCode(phone), challenge);
    const body = { phone, resetToken: verified.body.resetToken };
    const short = await t.client().req('POST', '/api/auth/password/reset', { ...body, password: 'short' });
    expect(short.texts).toEqual({ error: 'Password must be at least 8 characters long.', fields: { password: 'Password must be at least 8 characters long.' } });
    const common = await t.client().req('POST', '/api/auth/password/reset', { ...body, password: 'iloveyou123' });
    expect(common.body.error).toBe('This password is too common. Please choose a less predictable one.');
    const own = await t.client().req('POST', '/api/auth/password/reset', { ...body, password: 'lakshmi-garu' });
    expect(own.body.error).toBe('Password must not contain your name.');
    expect((await t.client().req('POST', '/api/auth/password/reset', { ...body, password: 'second-pass-2' })).status).toBe(200);
  });

  it('limits reset attempts without a valid token per client', async () => {
    const attempt = (ip: string) => t.client(ip).req('POST', '/api/auth/password/reset', { phone, password: 'hijacked-pass-1', resetToken: 'A'.repeat(43) });
    const ip = '192.0.2.5';
    for (let i = 0; i < t.config.limits.resetPerIp.max; i++) expect((await attempt(ip)).status).toBe(403);
    const limited = await attempt(ip);
    expect(limited.status).toBe(429);
    expect(limited.texts).toEqual({ error: 'Too many password reset attempts. Please try again later.' });
    expect((await attempt('192.0.2.6')).status).toBe(403);
  });

  it('parallel wrong guesses get at most 5 comparisons: the right code after them fails', async () => {
    const challenge = await challengeOf();
    const code = t.lastCode(phone)!;
    const wrong = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    // From many addresses, so the per-client limit on checks is not what stops them.
    const results = await Promise.all([...wrong, code].map((guess, i) => verify(guess, challenge, `198.51.${i}.1`)));
    expect(results.every((r) => r.status === 400)).toBe(true);
  });

  it('after a reset the new password works at once, even after a lock-out', async () => {
    for (let i = 0; i < 5; i++) await t.client().req('POST', '/api/auth/login', { phone, password: 'forgotten-1' });
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'first-pass-1' })).status).toBe(429);
    const challenge = await challengeOf();
    const verified = await verify(t.lastCode(phone), challenge);
    expect((await t.client().req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2', resetToken: verified.body.resetToken })).status).toBe(200);
    expect((await t.client().req('POST', '/api/auth/login', { phone, password: 'second-pass-2' })).status).toBe(200);
  });

  it('a verified code allows the reset for 10 minutes only', async () => {
    const challenge = await challengeOf();
    const verified = await verify(t.lastCode(phone), challenge);
    t.clock.advance(10 * 60_000);
    const res = await t.client().req('POST', '/api/auth/password/reset', { phone, password: 'second-pass-2', resetToken: verified.body.resetToken });
    expect(res.status).toBe(403);
    expect(res.texts).toEqual({ error: 'Failed to reset password. Please try again.' });
  });

  it('a code is single use', async () => {
    const challenge = await challengeOf();
    const code = t.lastCode(phone)!;
    expect((await verify(code, challenge)).status).toBe(200);
    const again = await verify(code, challenge);
    expect(again.status).toBe(400);
    expect(again.texts).toEqual({ error: 'Invalid OTP. Please try again.' });
  });

  it('a code is checked only against the challenge of the browser that asked for it', async () => {
    await challengeOf();
    const code = t.lastCode(phone)!;
    const res = await verify(code, 'C'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: 'Invalid OTP. Please try again.' });
    const missing = await t.client().req('POST', '/api/auth/otp/verify', { phone, code });
    expect(missing.texts).toEqual({ error: 'Invalid OTP. Please try again.', fields: { challenge: 'Invalid OTP. Please try again.' } });
    // Nor for another phone.
    await t.client().req('POST', '/api/auth/signup', { name: 'Other', phone: '9123456789', password: 'other-pass-12', consents: ['account'] });
    const other = (await t.client().req('POST', '/api/auth/otp/send', { phone: '9123456789', purpose: 'password_reset' })).body.challenge;
    expect((await t.client().req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode('+919123456789'), challenge: other })).status).toBe(400);
  });

  it('answers a number without an account as one with an account, and texts it nothing', async () => {
    const other = '9123456789';
    for (const purpose of ['password_reset', 'login']) {
      t.clock.advance(31_000);
      const [known, unknown] = [await t.client().req('POST', '/api/auth/otp/send', { phone, purpose }), await t.client().req('POST', '/api/auth/otp/send', { phone: other, purpose })];
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.texts).toEqual({ ...known.texts, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      // A resend and a wrong code answer alike too.
      t.clock.advance(31_000);
      const resend = (p: string, challenge: unknown) => t.client().req('POST', '/api/auth/otp/resend', { phone: p, challenge });
      expect((await resend(other, unknown.body.challenge)).body).toEqual({ ...(await resend(phone, known.body.challenge)).body, challenge: unknown.body.challenge });
      const guess = (p: string, challenge: unknown) => t.client().req('POST', '/api/auth/otp/verify', { phone: p, code: '000000', challenge });
      expect((await guess(other, unknown.body.challenge)).body).toEqual((await guess(phone, known.body.challenge)).body);
    }
    expect(t.outboxLines().map((l) => l.to)).toEqual([phone, phone, phone, phone]);
  });

  it('a code expires after 10 minutes', async () => {
    const challenge = await challengeOf();
    const code = t.lastCode(phone)!;
    t.clock.advance(10 * 60_000);
    const res = await verify(code, challenge);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid OTP. Please try again.');
  });

  it('the fifth wrong try burns the code', async () => {
    const challenge = await challengeOf();
    const code = t.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrong, challenge);
      expect(res.texts).toEqual({ error: 'Invalid OTP. Please try again.' });
    }
    expect((await verify(code, challenge)).status).toBe(400);
  });

  it('checks the code format with the fixed text', async () => {
    const res = await verify('12a456', 'C'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: 'Please enter a valid 6-digit OTP.', fields: { code: 'Please enter a valid 6-digit OTP.' } });
  });

  it('resend waits 30 seconds, then sends a new code that replaces the old one', async () => {
    const challenge = await challengeOf();
    const first = t.lastCode(phone)!;
    t.clock.advance(10_000);
    const resend = () => t.client().req('POST', '/api/auth/otp/resend', { phone, challenge });
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(early.texts).toEqual({ error: 'Please wait 20 seconds before requesting a new OTP.' });
    // A second "send" from the same client inside the wait is held to the same rule.
    expect((await send()).status).toBe(429);

    t.clock.advance(20_000);
    const resent = await resend();
    expect(resent.status).toBe(200);
    expect(resent.texts).toEqual({ message: 'OTP resent successfully.', resendAfterSeconds: 30, challenge });
    const second = t.lastCode(phone)!;
    expect(t.outboxLines()).toHaveLength(2);
    if (second !== first) expect((await verify(first, challenge)).status).toBe(400);
    expect((await verify(second, challenge)).status).toBe(200);
  });

  it('resend without a live code fails with the fixed text', async () => {
    const res = await t.client().req('POST', '/api/auth/otp/resend', { phone, challenge: 'C'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.texts).toEqual({ error: 'Failed to resend OTP. Please try again.' });
  });

  it('allows at most 5 sends per phone per client per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('198.51.100.1')).status).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await send('198.51.100.1');
    expect(sixth.status).toBe(429);
    expect(sixth.texts).toEqual({ error: 'Too many OTP requests. Please try again later.' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(t.outboxLines()).toHaveLength(5);
    // Another client's allowance is its own.
    expect((await send('198.51.100.2')).status).toBe(200);
    t.clock.advance(3600_000);
    expect((await send('198.51.100.1')).status).toBe(200);
  });

  it('limits sends per IP across numbers', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < t.config.limits.otpPerIp.max; i++) {
      await t.client(ip).req('POST', '/api/auth/otp/send', { phone: `90000${String(10000 + i)}` });
    }
    const res = await t.client(ip).req('POST', '/api/auth/otp/send', { phone: '9876543210' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });

  it('purpose login signs the user in', async () => {
    const challenge = await challengeOf(undefined, 'login');
    const browser = t.client();
    const res = await browser.req('POST', '/api/auth/otp/verify', { phone, code: t.lastCode(phone), challenge });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'OTP verified successfully.', user: { phone } });
    expect((await browser.req('GET', '/api/auth/me')).status).toBe(200);
    // A login code gives no right to reset the password.
    expect((await t.client().req('POST', '/api/auth/password/reset', { phone, password: 'new-pass-22' })).status).toBe(403);
  });

  it('a failing SMS provider gives the fixed text and leaves no live code', async () => {
    const failing = await import('./helpers/test-app').then((m) =>
      m.makeTestApp({ sms: { send: () => Promise.reject(new Error('provider down')) } }),
    );
    try {
      await failing.client().req('POST', '/api/auth/signup', { name: 'Lakshmi', phone, password: 'first-pass-1', consents: ['account'] });
      const res = await failing.client().req('POST', '/api/auth/otp/send', { phone });
      expect(res.status).toBe(502);
      expect(res.texts).toEqual({ error: 'Failed to send OTP. Please try again.' });
      await failing.store.otps.deleteAllFor(phone);
      expect(failing.outboxLines()).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
