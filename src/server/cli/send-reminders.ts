// `npm run reminders:send`: the daily reminder job and the warnings before unused accounts are deleted
// once, for cron or by hand, on the store and SMS
// provider the environment names (the same as `npm start`). `--now <ISO time>` runs it as of
// another moment (to re-send a missed day, or in tests).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openStore } from '../open-store';
import { openSms } from '../sms/open-sms';
import { warnExpiringAccounts } from '../tracking/account-expiry-job';
import { MAX_TEXTS_PER_NUMBER, sendDueReminders } from '../tracking/reminder-job';

const { values } = parseArgs({ options: { now: { type: 'string' } }, strict: true });
const now = values.now === undefined ? Date.now() : Date.parse(values.now);
if (Number.isNaN(now)) {
  console.error('Usage: npm run reminders:send [-- --now 2026-11-22T09:00:00+05:30]');
  process.exit(1);
}

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? '.data');
const store = await openStore(env, dataDir);
try {
  const config = configFromEnv(env);
  const sms = openSms(env, dataDir);
  const run = await sendDueReminders({ store, sms, siteName: config.siteName, texts: config.texts }, now);
  console.log(`Reminders for ${run.day}: ${run.sent} sent, ${run.alreadySent} sent before, ${run.failed} failed, ${run.deferred} left for tomorrow (${MAX_TEXTS_PER_NUMBER} a day per number), ${run.unverified} not sent to unproven numbers.`);
  const expiring = await warnExpiringAccounts({ store, sms, siteName: config.siteName, siteUrl: config.siteUrl, texts: config.texts, accountRetentionMs: config.accountRetentionMs }, now);
  console.log(`Accounts to be deleted for want of a sign-in: ${expiring.warned} warned, ${expiring.unproven} with unproven numbers (no text), ${expiring.deferred} left for tomorrow.`);
  if (run.failed > 0) process.exitCode = 1;
} finally {
  await store.close();
}
