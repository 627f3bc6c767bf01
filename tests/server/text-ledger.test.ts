// Every text the portal sends passes one ledger: only a code goes to a number nobody has proven,
// and a number and an account get at most so many texts a day, whatever their kind (code, notice,
// reminder, status update). Past a cap a code is refused with a 429; anything else is dropped, and
// the action that would have sent it still succeeds. The first test is the attack that found it:
// sign up with someone else's number, then change the password back and forth.
import { afterEach, describe, expect, it } from 'vitest';
import { enApi } from '../../src/shared/i18n/en-api';
import { teApi } from '../../src/shared/i18n/te-api';
import type { ServerConfig } from '../../src/server/config';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, provenUser, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

const PHONE = '+919876543210';
const PASSWORDS = ['Kadapa#Fort2026', 'Gandikota#Gorge27'];

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const capped = (perPhonePerDay: number, perAccountPerDay: number) => (c: ServerConfig) => (c.texts = { perPhonePerDay, perAccountPerDay });
const textsTo = (phone: string) => t.outboxLines().filter((l) => l.to === phone);
const refusals = () => t.logLines().filter((l) => l.security === 'user.text_refused');

/** Changes the password `times` times, back and forth between two; every change must succeed. */
async function changeLoop(browser: Client, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await browser.req('POST', '/api/auth/password/change', { currentPassword: PASSWORDS[i % 2], newPassword: PASSWORDS[(i + 1) % 2] });
    expect(res.status).toBe(200);
  }
}

async function deskClient(): Promise<Client> {
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  const desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  return desk;
}

/** Records a request by `by` with contact `phone`, then the desk moves it: the step's channels as the desk sees them. */
async function statusChange(desk: Client, by: Client, serviceNumber: string, phone: string, status = 'received'): Promise<unknown> {
  expect((await by.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone })).status).toBe(201);
  const { id } = (await t.client().req('POST', '/api/requests/track', { serviceNumber, phone })).body.request as { id: string };
  const res = await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status, ...(status === 'closed' ? { reason: 'Never received' } : {}) });
  expect(res.status).toBe(200);
  return (res.body.request as { history: { sent?: unknown }[] }).history.at(-1)?.sent;
}

describe('the attack: a password changed 30 times in a row', () => {
  it('texts nothing to a number signed up by whoever typed it (before: 30 texts)', async () => {
    t = await makeTrackingApp();
    const browser = await signedUpUser(t, PHONE);
    await changeLoop(browser, 30);
    expect(textsTo(PHONE)).toEqual([]);
    // Each dropped notice is a security event naming the masked number and why.
    expect(refusals()).toHaveLength(30);
    expect(refusals()[0]).toMatchObject({ outcome: 'refused', phone: '+91******3210', detail: 'notice: the number is not proven' });
  });

  it('texts a proven number at most its cap a day (15 by default), codes and notices together', async () => {
    t = await makeTrackingApp();
    // Proving it costs two texts: the code and the reset's notice.
    const browser = await provenUser(t, PHONE, PASSWORDS[0]);
    await changeLoop(browser, 30);
    expect(t.config.texts.perPhonePerDay).toBe(15);
    expect(textsTo(PHONE)).toHaveLength(15);
    expect(textsTo(PHONE).filter((l) => l.kind === 'notice')).toHaveLength(14);
    expect(refusals().map((l) => l.detail)).toEqual(Array(17).fill("notice: the number had the day's texts"));
    // India's next day brings the number a new allowance.
    t.clock.advance(24 * 3_600_000);
    await changeLoop(browser, 1);
    expect(textsTo(PHONE)).toHaveLength(16);
  });
});

describe('one count for every kind of text', () => {
  it('counts codes, notices and status updates to one number together: past the cap a code is refused with 429', async () => {
    t = await makeTrackingApp({ tweak: capped(4, 100) });
    const browser = await provenUser(t, PHONE, PASSWORDS[0]); // a code and a notice
    await changeLoop(browser, 1); // a notice
    const desk = await deskClient();
    expect(await statusChange(desk, browser, 'VS123456101', PHONE)).toEqual([{ channel: 'sms', ok: true }]);
    // The fifth text: the status update is dropped, the status still changes, the desk sees why it was not sent.
    expect(await statusChange(desk, browser, 'VS123456102', PHONE)).toEqual([{ channel: 'sms', ok: false, refused: 'capped' }]);
    expect(textsTo(PHONE).map((l) => l.kind)).toEqual(['otp', 'notice', 'notice', 'status']);

    const refused = await t.client('198.51.100.9').req('POST', '/api/auth/otp/send', { phone: PHONE, purpose: 'login' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'otp.too_many_texts', error: 'This number has had too many text messages from us today. Please try again tomorrow.' });
    // Until midnight in India: the clock stands at 10:00 UTC, 15:30 IST.
    expect(refused.headers.get('retry-after')).toBe(String(8.5 * 3600));
    expect(textsTo(PHONE)).toHaveLength(4);
    expect(refusals().at(-1)).toMatchObject({ detail: "otp: the number had the day's texts" });

    t.clock.advance(8.5 * 3_600_000);
    expect((await t.client('198.51.100.9').req('POST', '/api/auth/otp/send', { phone: PHONE, purpose: 'login' })).status).toBe(200);
  });

  it('refuses codes to an unproven number past its cap too: a stranger asking from many addresses gets no more', async () => {
    t = await makeTrackingApp({ tweak: capped(3, 100) });
    await signedUpUser(t, PHONE);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await t.client(`198.51.100.${i + 1}`).req('POST', '/api/auth/otp/send', { phone: PHONE, purpose: 'password_reset' })).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(textsTo(PHONE)).toHaveLength(3);
    // The refusal has its own text, in English and Telugu: try again tomorrow.
    expect(enApi['api.otp.too_many_texts']).toMatch(/tomorrow/);
    expect(teApi['api.otp.too_many_texts']).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("answers a number without an account as one with an account past the cap: the day's texts tell a prober nothing", async () => {
    t = await makeTrackingApp({ tweak: capped(3, 100) });
    await signedUpUser(t, PHONE);
    const answersFor = async (phone: string) => {
      const answers: [number, unknown][] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.client(`198.51.100.${i + 1}`).req('POST', '/api/auth/otp/send', { phone, purpose: 'password_reset' });
        answers.push([res.status, res.body.code]);
      }
      return answers;
    };
    const registered = await answersFor(PHONE);
    expect(await answersFor('+919876543299')).toEqual(registered);
    expect(textsTo('+919876543299')).toEqual([]);
  });

  it('caps an account across the numbers its requests name', async () => {
    const other = '+919876543211';
    const third = '+919876543212';
    t = await makeTrackingApp({ tweak: capped(10, 3) });
    const owner = await provenUser(t, PHONE); // two texts of the owner's account
    await provenUser(t, other);
    await provenUser(t, third);
    const desk = await deskClient();
    // The owner's requests give other people's (proven) numbers: their texts count for the owner's account.
    expect(await statusChange(desk, owner, 'VS123456111', other)).toEqual([{ channel: 'sms', ok: true }]);
    expect(await statusChange(desk, owner, 'VS123456112', third)).toEqual([{ channel: 'sms', ok: false, refused: 'capped' }]);
    expect(textsTo(third).map((l) => l.kind)).toEqual(['otp', 'notice']);
    expect(refusals().at(-1)).toMatchObject({ detail: "status: the account had the day's texts", phone: '+91******3212' });
  });

  it('sends no status update to an unproven number the desk never heard from (a stranger typed it); the status changes all the same', async () => {
    t = await makeTrackingApp();
    const desk = await deskClient();
    expect(await statusChange(desk, t.client(), 'VS123456121', PHONE, 'closed')).toEqual([{ channel: 'sms', ok: false, refused: 'unproven' }]);
    expect(await statusChange(desk, t.client(), 'VS123456122', PHONE, 'in_progress')).toEqual([{ channel: 'sms', ok: false, refused: 'unproven' }]);
    expect(textsTo(PHONE)).toEqual([]);
    expect(refusals().at(-1)).toMatchObject({ detail: 'status: the number is not proven' });
  });

  it("texts an unproven number once the desk has had the request's WhatsApp message from it (marked received)", async () => {
    t = await makeTrackingApp();
    const desk = await deskClient();
    expect(await statusChange(desk, t.client(), 'VS123456123', PHONE)).toEqual([{ channel: 'sms', ok: true }]);
    expect(textsTo(PHONE).map((l) => l.kind)).toEqual(['status']);
  });
});
