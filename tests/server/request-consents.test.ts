// The consents a request is recorded with (src/core/consents.ts) and the guardian's code for an
// applicant under 18 (POST /api/requests/guardian/*), on the real SQLite store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import { requestId } from '../../src/server/tracking/request-id';
import { makeTrackingApp, provenUser } from './helpers/tracking-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTrackingApp();
});
afterEach(async () => {
  await t.close();
});

const PHONE = '+919876543210';
const GUARDIAN = '+919123456780';
const NOTICE = '0123456789abcdef';
const record = (body: Record<string, unknown>) => t.client().req('POST', '/api/requests', { entryId: 'apply-learner-licence', phone: PHONE, ...body });
const stored = (serviceNumber: string, phone = PHONE) => t.store.requests.get(requestId(serviceNumber, phone));

describe('consents on a recorded request', () => {
  it('keeps the request’s consent with the notice’s version and time, and texts only when the visitor ticked them', async () => {
    const quiet = mintServiceNumber('DL');
    expect((await record({ serviceNumber: quiet, consents: ['request'], noticeVersion: NOTICE })).status).toBe(201);
    expect(await stored(quiet)).toMatchObject({ updates: false, consents: [{ purpose: 'request', noticeVersion: NOTICE, givenAt: t.clock.now, givenBy: 'self', proof: 'send' }] });

    const texted = mintServiceNumber('DL');
    expect((await record({ serviceNumber: texted, consents: ['request', 'statusTexts'], noticeVersion: NOTICE })).status).toBe(201);
    const request = await stored(texted);
    expect(request?.updates).toBe(true);
    expect(request?.consents?.map((c) => [c.purpose, c.proof])).toEqual([['request', 'send'], ['statusTexts', 'tick']]);
  });

  it('records nothing without the request’s own consent, whatever else is ticked', async () => {
    for (const consents of [[], ['statusTexts'], ['request', 'request'], ['reminders']]) {
      const serviceNumber = mintServiceNumber('DL');
      const res = await record({ serviceNumber, consents, noticeVersion: NOTICE });
      expect(res.status, JSON.stringify(consents)).toBe(400);
      expect(await stored(serviceNumber)).toBeNull();
    }
    const res = await record({ serviceNumber: mintServiceNumber('DL'), consents: ['statusTexts'] });
    expect(res.body.code).toBe('consent.request_required');
    expect(res.texts.error).toBe('A request is recorded only with your consent to prepare it and pass it to our team.');
  });

  it('keeps a record queued before consents existed on the request alone, with no status texts', async () => {
    const serviceNumber = mintServiceNumber('DL');
    expect((await record({ serviceNumber })).status).toBe(201);
    expect(await stored(serviceNumber)).toMatchObject({ updates: false, consents: [{ purpose: 'request', noticeVersion: null }] });
  });

  it('withdraws the status texts from /track as easily as they were given, keeping the record of both', async () => {
    const serviceNumber = mintServiceNumber('DL');
    await record({ serviceNumber, consents: ['request', 'statusTexts'], noticeVersion: NOTICE });
    const given = t.clock.now;
    t.clock.advance(60_000);
    const off = await t.client().req('POST', '/api/requests/track/updates', { serviceNumber, phone: PHONE, updates: false });
    expect(off.status).toBe(200);
    expect((await stored(serviceNumber))?.consents?.find((c) => c.purpose === 'statusTexts')).toMatchObject({ givenAt: given, withdrawnAt: given + 60_000 });
    t.clock.advance(60_000);
    await t.client().req('POST', '/api/requests/track/updates', { serviceNumber, phone: PHONE, updates: true });
    const after = await stored(serviceNumber);
    expect(after?.updates).toBe(true);
    expect(after?.consents?.filter((c) => c.purpose === 'statusTexts').map((c) => c.withdrawnAt)).toEqual([given + 60_000, undefined]);
  });

  it('shows the desk each consent the request was sent on, given and withdrawn', async () => {
    const serviceNumber = mintServiceNumber('DL');
    await record({ serviceNumber, consents: ['request', 'statusTexts'], noticeVersion: NOTICE });
    t.clock.advance(60_000);
    await t.client().req('POST', '/api/requests/track/updates', { serviceNumber, phone: PHONE, updates: false });
    await t.createAdmin('desk', 'desk-pass-1', 'moderator');
    const desk = t.client();
    await desk.req('POST', '/api/admin/login', { username: 'desk', password: 'desk-pass-1' });
    const res = await desk.req('GET', `/api/admin/requests/${requestId(serviceNumber, PHONE)}`);
    expect(res.status).toBe(200);
    const given = new Date(t.clock.now - 60_000).toISOString();
    expect((res.body.request as { consents: unknown }).consents).toEqual([
      { purpose: 'request', noticeVersion: NOTICE, givenAt: given, givenBy: 'self', proof: 'send' },
      { purpose: 'statusTexts', noticeVersion: NOTICE, givenAt: given, givenBy: 'self', proof: 'tick', withdrawnAt: new Date(t.clock.now).toISOString() },
    ]);
  });

  it('lists the consents in the data download', async () => {
    const serviceNumber = mintServiceNumber('DL');
    await record({ serviceNumber, consents: ['request', 'statusTexts'], noticeVersion: NOTICE });
    const client = await provenUser(t, PHONE);
    const data = await client.req('GET', '/api/me/account/data');
    expect(JSON.stringify(data.body)).toContain(`"purpose":"statusTexts","noticeVersion":"${NOTICE}"`);
  });
});

describe('a guardian’s consent for an applicant under 18', () => {
  async function guardianCode(serviceNumber: string, phone = GUARDIAN) {
    // Past the 30 s between codes to one phone from one client.
    t.clock.advance(31_000);
    const sent = await t.client().req('POST', '/api/requests/guardian/code', { entryId: 'apply-learner-licence', serviceNumber, phone });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return { challenge: sent.body.challenge as string, code: t.lastCode(phone)! };
  }
  async function guardianToken(serviceNumber: string): Promise<string> {
    const { challenge, code } = await guardianCode(serviceNumber);
    const verified = await t.client().req('POST', '/api/requests/guardian/verify', { serviceNumber, phone: GUARDIAN, challenge, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.guardianToken as string;
  }

  it('texts the guardian a code naming the service and the number, and records the request once it is entered, without status texts', async () => {
    const serviceNumber = mintServiceNumber('DL');
    await guardianCode(serviceNumber);
    const text = t.outboxLines().at(-1)!;
    expect(text.to).toBe(GUARDIAN);
    expect(text.text).toContain(`Apply for Learner Licence (${serviceNumber})`);
    expect(text.text).toMatch(/names you as parent or guardian/);
    const token = await guardianToken(serviceNumber);
    const res = await record({ serviceNumber, consents: ['request', 'statusTexts'], noticeVersion: NOTICE, guardian: { name: ' Lakshmi Devi ', phone: '91234 56780', token } });
    expect(res.status).toBe(201);
    const request = await stored(serviceNumber);
    expect(request?.updates).toBe(false);
    expect(request?.consents).toEqual([
      { purpose: 'request', noticeVersion: NOTICE, givenAt: t.clock.now, givenBy: 'self', proof: 'send' },
      { purpose: 'guardian', noticeVersion: NOTICE, givenAt: t.clock.now, givenBy: 'guardian', proof: 'code', guardian: { name: 'Lakshmi Devi', phone: GUARDIAN } },
    ]);
  });

  it('records nothing with a wrong, spent, made-up or another request’s token, or with the applicant’s own number as the guardian’s', async () => {
    const serviceNumber = mintServiceNumber('DL');
    const { challenge, code } = await guardianCode(serviceNumber);
    const wrong = await t.client().req('POST', '/api/requests/guardian/verify', { serviceNumber, phone: GUARDIAN, challenge, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.texts.error).toBe('That code is not right, or it has expired. Check it, or send a new code.');
    // The code is bound to its request's number: entered for another, it is wrong.
    const other = await t.client().req('POST', '/api/requests/guardian/verify', { serviceNumber: mintServiceNumber('DL'), phone: GUARDIAN, challenge, code });
    expect(other.status).toBe(400);

    const made = await record({ serviceNumber, consents: ['request'], guardian: { name: 'Lakshmi', phone: GUARDIAN, token: 'made-up' } });
    expect(made.status).toBe(403);
    expect(made.body.code).toBe('guardian.token_invalid');
    const own = await record({ serviceNumber, consents: ['request'], guardian: { name: 'Lakshmi', phone: PHONE, token: 'made-up' } });
    expect(own.body.code).toBe('guardian.same_phone');
    const elsewhere = await guardianToken(mintServiceNumber('DL'));
    expect((await record({ serviceNumber, consents: ['request'], guardian: { name: 'Lakshmi', phone: GUARDIAN, token: elsewhere } })).status).toBe(403);
    expect(await stored(serviceNumber)).toBeNull();

    const token = await guardianToken(serviceNumber);
    expect((await record({ serviceNumber, consents: ['request'], guardian: { name: 'Lakshmi', phone: GUARDIAN, token } })).status).toBe(201);
    // The same record again (a lost answer's retry) is the same request; a second request cannot reuse the token.
    expect((await record({ serviceNumber, consents: ['request'], guardian: { name: 'Lakshmi', phone: GUARDIAN, token } })).status).toBe(200);
    const second = mintServiceNumber('DL');
    expect((await record({ serviceNumber: second, consents: ['request'], guardian: { name: 'Lakshmi', phone: GUARDIAN, token } })).status).toBe(403);
  });

  it('never lets a guardian’s code sign in to or reset the guardian’s account', async () => {
    await provenUser(t, GUARDIAN);
    const { challenge, code } = await guardianCode(mintServiceNumber('DL'));
    const verify = await t.client().req('POST', '/api/auth/otp/verify', { phone: GUARDIAN, challenge, code });
    expect(verify.status).toBe(400);
    expect(verify.body).not.toHaveProperty('resetToken');
    expect((await t.client().req('POST', '/api/auth/otp/resend', { phone: GUARDIAN, challenge })).status).toBe(400);
  });
});
