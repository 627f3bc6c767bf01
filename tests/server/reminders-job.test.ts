// The daily reminder job: through the API a user adds vehicles and switches reminders on; the job
// texts each due document once, through the SMS port (the outbox here), with an injected clock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { perLanguage } from '../../src/core/languages';
import { localize } from '../../src/core/text';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { sendDueReminders } from '../../src/server/tracking/reminder-job';
import { msUntilReminderHour, pastReminderHour } from '../../src/server/tracking/reminder-schedule';
import type { SmsSender } from '../../src/server/sms/types';
import { createOutboxSms } from '../../src/server/sms/outbox-sms';
import { tempDir, type Client, type TestApp } from './helpers/test-app';
import { makeTrackingApp, signedUpUser } from './helpers/tracking-app';

const SITE = perLanguage((lang) => localize({ en: 'AP Vehicle & Licence Assist', te: 'AP వాహన & లైసెన్స్ సహాయం' }, lang));
// 22 November 2026, 09:00 in India.
const NINE_AM = Date.parse('2026-11-22T09:00:00+05:30');
const HOUR = 3_600_000;

let t: TestApp;
let user: Client;
const outbox = () => createOutboxSms(t.outbox, () => undefined);
const run = (now: number, sms: SmsSender = outbox()) => sendDueReminders({ store: t.store, sms, siteName: SITE, texts: t.config.texts, log: () => undefined }, now);

beforeEach(async () => {
  t = await makeTrackingApp();
  t.clock.now = NINE_AM;
  user = await signedUpUser(t, '9876543210');
  // Proven, as its holder entering a code texted to it would make it (tests/server/lockout.test.ts).
  await t.store.userSettings.setVerifiedPhone((await t.store.users.byPhone('+919876543210'))!.id, '+919876543210', NINE_AM);
  await user.req('POST', '/api/me/vehicles', {
    number: 'AP39BJ1234',
    expiries: { insurance: '2026-12-02', puc: '2026-11-20', fitness: '2027-01-15' },
  });
});
afterEach(async () => {
  await t.close();
});

describe('daily reminder job', () => {
  it('texts nobody who has not switched reminders on', async () => {
    expect(await run(NINE_AM)).toEqual({ day: '2026-11-22', sent: 0, alreadySent: 0, failed: 0, deferred: 0, unverified: 0 });
    expect(t.outboxLines()).toEqual([]);
  });

  it('counts its texts in the text ledger: a number that had the day\'s texts gets its reminders the next day', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    const limits = { perPhonePerDay: 1, perAccountPerDay: 30 };
    const capped = (now: number) => sendDueReminders({ store: t.store, sms: outbox(), siteName: SITE, texts: limits, log: () => undefined }, now);
    expect(await capped(NINE_AM)).toMatchObject({ sent: 1, deferred: 1, failed: 0 });
    expect(await capped(NINE_AM + HOUR)).toMatchObject({ sent: 0, alreadySent: 1, deferred: 1 });
    expect(await capped(NINE_AM + 24 * HOUR)).toMatchObject({ day: '2026-11-23', sent: 1, alreadySent: 1, deferred: 0 });
    expect(t.outboxLines().map((l) => l.kind)).toEqual(['reminder', 'reminder']);
  });

  it('texts each due document once, overdue first, and never again for the same due date', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    expect(await run(NINE_AM)).toEqual({ day: '2026-11-22', sent: 2, alreadySent: 0, failed: 0, deferred: 0, unverified: 0 });
    expect(t.outboxLines().map(({ to, text }) => ({ to, text }))).toEqual([
      { to: '+919876543210', text: `${SITE.en}: The PUC certificate of AP39BJ1234 expired on 20-11-2026. Reply on WhatsApp or visit our website to renew it.` },
      { to: '+919876543210', text: `${SITE.en}: The insurance of AP39BJ1234 expires on 02-12-2026. Reply on WhatsApp or visit our website to renew it.` },
    ]);
    // Run again the same day and the next: nothing new.
    expect(await run(NINE_AM + HOUR)).toMatchObject({ sent: 0, alreadySent: 2 });
    expect(await run(NINE_AM + 24 * HOUR)).toMatchObject({ day: '2026-11-23', sent: 0, alreadySent: 2 });
    expect(t.outboxLines()).toHaveLength(2);
    // 30 days before the fitness date it comes due, once.
    expect(await run(Date.parse('2026-12-16T09:00:00+05:30'))).toMatchObject({ sent: 1 });
    expect(t.outboxLines().at(-1)!.text).toContain('The fitness certificate of AP39BJ1234 expires on 15-01-2027.');
  });

  it('texts no number its account has not proven: anyone can sign up with anyone’s number', async () => {
    const stranger = await signedUpUser(t, '9123456789');
    for (let i = 0; i < 20; i++) await stranger.req('POST', '/api/me/vehicles', { number: `AP39BJ${1000 + i}`, expiries: { insurance: '2026-12-02', puc: '2026-11-20' } });
    await stranger.req('PUT', '/api/me/settings', { reminders: true });
    expect(await run(NINE_AM)).toMatchObject({ sent: 0, unverified: 40 });
    expect(t.outboxLines().filter((l) => l.to === '+919123456789')).toEqual([]);
  });

  it('texts one number at most 3 times a day; the rest go the next days, overdue first', async () => {
    for (let i = 0; i < 3; i++) await user.req('POST', '/api/me/vehicles', { number: `AP39CD${1000 + i}`, expiries: { puc: '2026-11-21' } });
    await user.req('PUT', '/api/me/settings', { reminders: true });
    expect(await run(NINE_AM)).toMatchObject({ sent: 3, deferred: 2 });
    expect(await run(NINE_AM + HOUR)).toMatchObject({ sent: 0, deferred: 2, alreadySent: 3 });
    expect(await run(NINE_AM + 24 * HOUR)).toMatchObject({ day: '2026-11-23', sent: 2, deferred: 0, alreadySent: 3 });
    expect(t.outboxLines()).toHaveLength(5);
  });

  it("texts in the account's language: that of the page its owner last signed in on", async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    const login = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'Kadapa#Fort2026' }, { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' });
    expect(login.status).toBe(200);
    await run(NINE_AM);
    expect(t.outboxLines().map(({ text }) => text)).toEqual([
      `${SITE.te}: మీ AP39BJ1234 వాహన PUC సర్టిఫికేట్ గడువు 20 నవంబర్, 2026న ముగిసింది. రెన్యువల్ కోసం WhatsAppలో మాకు సందేశం పంపండి లేదా మా వెబ్‌సైట్‌ను చూడండి.`,
      `${SITE.te}: మీ AP39BJ1234 వాహన ఇన్సూరెన్స్ గడువు 2 డిసెంబర్, 2026న ముగుస్తుంది. రెన్యువల్ కోసం WhatsAppలో మాకు సందేశం పంపండి లేదా మా వెబ్‌సైట్‌ను చూడండి.`,
    ]);
  });

  it('texts again once the renewed document comes due on its new date', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    await run(NINE_AM);
    const vehicle = ((await user.req('GET', '/api/me/vehicles')).body.vehicles as { id: string }[])[0]!;
    await user.req('PATCH', `/api/me/vehicles/${vehicle.id}`, { expiries: { puc: '2026-12-10', insurance: '2026-12-02' } });
    expect(await run(NINE_AM + 24 * HOUR)).toMatchObject({ sent: 1, alreadySent: 1 });
    expect(t.outboxLines().at(-1)!.text).toContain('PUC certificate of AP39BJ1234 expires on 10-12-2026');
  });

  it('stops when the user switches reminders off', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    await user.req('PUT', '/api/me/settings', { reminders: false });
    expect(await run(NINE_AM)).toMatchObject({ sent: 0, alreadySent: 0 });
  });

  it('tries again next run when an SMS could not be sent', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    const down: SmsSender = { send: async () => Promise.reject(new Error('gateway down')) };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await run(NINE_AM, down)).toMatchObject({ sent: 0, failed: 2 });
    } finally {
      console.error = quiet;
    }
    expect(await run(NINE_AM + HOUR)).toMatchObject({ sent: 2, failed: 0 });
    expect(t.outboxLines()).toHaveLength(2);
  });

  it('sends one text per document when two runs overlap', async () => {
    await user.req('PUT', '/api/me/settings', { reminders: true });
    const [a, b] = await Promise.all([run(NINE_AM), run(NINE_AM)]);
    expect(a!.sent + b!.sent).toBe(2);
    expect(t.outboxLines()).toHaveLength(2);
  });
});

describe('local schedule', () => {
  it('runs at 09:00 India time (03:30 UTC)', () => {
    expect(msUntilReminderHour(Date.parse('2026-11-22T03:00:00Z'))).toBe(30 * 60_000);
    expect(msUntilReminderHour(Date.parse('2026-11-22T03:30:00Z'))).toBe(24 * HOUR);
    expect(msUntilReminderHour(Date.parse('2026-11-22T20:00:00Z'))).toBe(7.5 * HOUR);
    expect(pastReminderHour(Date.parse('2026-11-22T03:29:59Z'))).toBe(false);
    expect(pastReminderHour(Date.parse('2026-11-22T03:30:00Z'))).toBe(true);
  });
});

describe('npm run reminders:send', () => {
  it('runs the job once on the data folder and writes the outbox', async () => {
    const dir = tempDir('rto-reminders-cli-');
    try {
      const store = openSqliteStore(dir);
      // Made this month: far from the 3 years without a sign-in that would have it warned of its deletion.
      const made = Date.parse('2026-11-01T10:00:00+05:30');
      await store.users.create({ id: 'u1', name: 'Ravi', phone: '+919876543210', passwordHash: 'x', createdAt: made, updatedAt: made }, []);
      await store.userSettings.setReminders('u1', true, 1);
      await store.userSettings.setVerifiedPhone('u1', '+919876543210', 1);
      await store.vehicles.create({ id: 'v1', userId: 'u1', number: 'AP39BJ1234', expiries: { insurance: '2026-12-02' }, createdAt: 1, updatedAt: 1 });
      await store.close();
      const cli = () =>
        execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/send-reminders.ts', '--now', '2026-11-22T09:00:00+05:30'], {
          env: { ...process.env, DATA_DIR: dir, STORE: 'sqlite', SMS_PROVIDER: 'outbox' },
          stdio: ['ignore', 'pipe', 'pipe'],
        }).toString();
      const first = cli();
      expect(first).toContain('Reminders for 2026-11-22: 1 sent, 0 sent before, 0 failed, 0 left for tomorrow (3 a day per number), 0 not sent to unproven numbers.');
      expect(first).toContain('Accounts to be deleted for want of a sign-in: 0 warned, 0 with unproven numbers (no text), 0 left for tomorrow.');
      expect(cli()).toContain('Reminders for 2026-11-22: 0 sent, 1 sent before, 0 failed,');
      const lines = fs.readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ to: '+919876543210', text: expect.stringContaining('insurance of AP39BJ1234 expires on 02-12-2026') });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
