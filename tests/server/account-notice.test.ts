// The account's notice agreed to again through /api/me/account-notice on the real SQLite store: an
// account made on the current notice is up to date; one made on an older notice, or before consents
// were recorded, is not, until its holder agrees to the current one, which is added beside the earlier
// record; a page showing another version is refused, and a bad body changes nothing.
import bcrypt from 'bcryptjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountNoticeVersion, noticeVersion } from '../../src/shared/data-kinds/notice-version';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';

const CURRENT = accountNoticeVersion();
const OLDER = '0123456789abcdef';
const signup = { name: 'Lakshmi Devi', phone: '9876543210', password: 'Ongole#Bay2026', consents: ['account'] };

let t: TestApp;
let holder: Client;
beforeEach(async () => {
  t = await makeTestApp();
  holder = t.client();
});
afterEach(async () => {
  await t.close();
});

async function userId(): Promise<string> {
  return (await t.store.users.byPhone('+919876543210'))!.id;
}

describe('the account’s notice', () => {
  it('is its own version, apart from the notice before each form', () => {
    expect(CURRENT).toMatch(/^[0-9a-f]{16}$/);
    expect(CURRENT).not.toBe(noticeVersion());
  });

  it('is up to date for an account made on the current notice', async () => {
    await holder.req('POST', '/api/auth/signup', { ...signup, noticeVersion: CURRENT });
    const state = await holder.req('GET', '/api/me/account-notice');
    expect(state.status).toBe(200);
    expect(state.texts).toEqual({ current: CURRENT, agreed: { noticeVersion: CURRENT, givenAt: expect.any(Number) }, upToDate: true });
  });

  it('asks again after the notice changed, and keeps both agreements', async () => {
    await holder.req('POST', '/api/auth/signup', { ...signup, noticeVersion: OLDER });
    expect((await holder.req('GET', '/api/me/account-notice')).texts).toMatchObject({ agreed: { noticeVersion: OLDER }, upToDate: false });
    const agreed = await holder.req('POST', '/api/me/account-notice', { consents: ['account'], noticeVersion: CURRENT });
    expect(agreed.status).toBe(200);
    expect(agreed.texts).toMatchObject({ agreed: { noticeVersion: CURRENT }, upToDate: true });
    expect((await holder.req('GET', '/api/me/account-notice')).texts).toMatchObject({ upToDate: true });
    const kept = await t.store.users.consents(await userId());
    expect(kept.map((c) => [c.purpose, c.noticeVersion, c.proof])).toEqual([
      ['account', OLDER, 'tick'],
      ['account', CURRENT, 'tick'],
    ]);
    // Agreeing twice adds nothing.
    await holder.req('POST', '/api/me/account-notice', { consents: ['account'], noticeVersion: CURRENT });
    expect(await t.store.users.consents(await userId())).toHaveLength(2);
  });

  it('asks an account made before consents were recorded', async () => {
    // As an account of before: made with no consent kept.
    const at = Date.UTC(2025, 0, 1);
    await t.store.users.create({ id: 'u-before', name: 'Lakshmi Devi', phone: '+919876543210', passwordHash: bcrypt.hashSync(signup.password, 4), createdAt: at, updatedAt: at }, []);
    expect((await holder.req('POST', '/api/auth/login', { phone: signup.phone, password: signup.password })).status).toBe(200);
    expect((await holder.req('GET', '/api/me/account-notice')).texts).toEqual({ current: CURRENT, agreed: null, upToDate: false });
  });

  it('refuses agreeing to a notice the page did not show, or without the box, and changes nothing', async () => {
    await holder.req('POST', '/api/auth/signup', { ...signup, noticeVersion: OLDER });
    const stale = await holder.req('POST', '/api/me/account-notice', { consents: ['account'], noticeVersion: OLDER });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'consent.notice_changed', error: 'What an account keeps has changed. Reload the page to read it, then agree.' });
    const unticked = await holder.req('POST', '/api/me/account-notice', { consents: [], noticeVersion: CURRENT });
    expect(unticked.status).toBe(400);
    expect(unticked.texts.fields).toEqual({ consents: 'Please tick the box to agree to what your account keeps.' });
    expect((await holder.req('POST', '/api/me/account-notice', 'not json')).status).toBe(400);
    expect(await t.store.users.consents(await userId())).toHaveLength(1);
  });

  it('is the holder’s alone', async () => {
    const stranger = t.client();
    expect((await stranger.req('GET', '/api/me/account-notice')).status).toBe(401);
    expect((await stranger.req('POST', '/api/me/account-notice', { consents: ['account'], noticeVersion: CURRENT })).status).toBe(401);
  });
});
