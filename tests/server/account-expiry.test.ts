// An account nobody signs in to for 3 years: the daily job texts its proven number once, 48 to 72 hours
// before, and the hourly purge deletes it 48 hours after that text at the earliest; a sign-in in
// between keeps it. Through the API (sign-up, sign-in) on the real SQLite store, with the test clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxSms } from '../../src/server/sms/outbox-sms';
import { purgeCutoffs } from '../../src/server/store/purge-cutoffs';
import { warnExpiringAccounts } from '../../src/server/tracking/account-expiry-job';
import type { TestApp } from './helpers/test-app';
import { makeTrackingApp, provenUser, signedUpUser } from './helpers/tracking-app';

const DAY = 86_400_000;
const PROVEN = '+919876543210';

let t: TestApp;
const warn = (texts = t.config.texts) =>
  warnExpiringAccounts(
    { store: t.store, sms: createOutboxSms(t.outbox, () => undefined), siteName: t.config.siteName, siteUrl: 'https://example.in', texts, accountRetentionMs: t.config.accountRetentionMs, log: () => undefined },
    t.clock.now,
  );
const purge = () => t.store.purge(purgeCutoffs(t.config, t.clock.now));
const warnings = () => t.outboxLines().filter((l) => l.kind === 'notice' && l.text.includes('https://example.in/'));

beforeEach(async () => {
  t = await makeTrackingApp();
});
afterEach(async () => {
  await t.close();
});

describe('an account without a sign-in for 3 years', () => {
  it('is warned once between 72 and 48 hours before, then deleted 3 years after its last sign-in', async () => {
    await provenUser(t, PROVEN);
    const signedInAt = t.clock.now;
    const deletion = signedInAt + t.config.accountRetentionMs;

    t.clock.now = deletion - 4 * DAY;
    expect(await warn()).toEqual({ warned: 0, unproven: 0, deferred: 0 });
    t.clock.now = deletion - 2.5 * DAY;
    expect(await warn()).toEqual({ warned: 1, unproven: 0, deferred: 0 });
    expect(warnings().map(({ to, text }) => ({ to, text }))).toEqual([
      {
        to: PROVEN,
        text: `${t.config.siteName.en}: Nobody has signed in to your account since 01-01-2026, so it will be deleted on 31-12-2028 with its vehicles and reminders. To keep it, sign in before then: https://example.in/login`,
      },
    ]);
    t.clock.now = deletion - 1.5 * DAY;
    expect(await warn()).toEqual({ warned: 0, unproven: 0, deferred: 0 });

    t.clock.now = deletion - 1000;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).not.toBeNull();
    t.clock.now = deletion + 1000;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).toBeNull();
  });

  it("is warned in its account's language", async () => {
    await provenUser(t, PROVEN);
    await t.store.userSettings.setLanguage((await t.store.users.byPhone(PROVEN))!.id, 'te', t.clock.now);
    t.clock.now += t.config.accountRetentionMs - 2.5 * DAY;
    expect(await warn()).toMatchObject({ warned: 1 });
    expect(warnings().at(-1)?.text).toBe(
      `${t.config.siteName.te}: 1 జనవరి, 2026 నుండి మీ ఖాతాలో ఎవరూ సైన్ ఇన్ చేయలేదు, కాబట్టి దాన్ని దాని వాహనాలు, రిమైండర్‌లతో సహా 31 డిసెంబర్, 2028న తొలగిస్తాం. ఖాతా ఉంచుకోవాలంటే అంతకు ముందే సైన్ ఇన్ చేయండి: https://example.in/te/login`,
    );
  });

  it('is kept when its owner signs in after the warning, and warned again three years on', async () => {
    await provenUser(t, PROVEN);
    const deletion = t.clock.now + t.config.accountRetentionMs;
    t.clock.now = deletion - 2.5 * DAY;
    await warn();
    t.clock.now = deletion - DAY;
    expect((await t.client().req('POST', '/api/auth/login', { phone: PROVEN, password: 'Kadapa#Fort2026' })).status).toBe(200);
    t.clock.now = deletion + DAY;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).not.toBeNull();
    expect(await warn()).toEqual({ warned: 0, unproven: 0, deferred: 0 });
    t.clock.now = deletion - DAY + t.config.accountRetentionMs - 2.5 * DAY;
    expect(await warn()).toMatchObject({ warned: 1 });
  });

  it('with a number nobody proved gets no text and goes 48 hours after its turn came', async () => {
    await signedUpUser(t, '+919123456789');
    const deletion = t.clock.now + t.config.accountRetentionMs;
    t.clock.now = deletion - 2.5 * DAY;
    expect(await warn()).toEqual({ warned: 0, unproven: 1, deferred: 0 });
    expect(warnings()).toEqual([]);
    t.clock.now = deletion + 1000;
    await purge();
    expect(await t.store.users.byPhone('+919123456789')).toBeNull();
  });

  it("waits for its text when the day's texts are spent, and goes no sooner than 48 hours after it", async () => {
    await provenUser(t, PROVEN);
    const deletion = t.clock.now + t.config.accountRetentionMs;
    t.clock.now = deletion - 2.5 * DAY;
    expect(await warn({ perPhonePerDay: 0, perAccountPerDay: 30 })).toEqual({ warned: 0, unproven: 0, deferred: 1 });
    // Its deletion waits for the warning: past the 3 years, the account is still there.
    t.clock.now = deletion + DAY;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).not.toBeNull();
    expect(await warn()).toEqual({ warned: 1, unproven: 0, deferred: 0 });
    expect(warnings().at(-1)?.text).toContain(`will be deleted on 03-01-2029`);
    t.clock.now = deletion + 2.9 * DAY;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).not.toBeNull();
    t.clock.now = deletion + 3.1 * DAY;
    await purge();
    expect(await t.store.users.byPhone(PROVEN)).toBeNull();
  });
});
