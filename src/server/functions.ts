// Cloud Functions entry: the same Hono app as the local server, on Firestore, as one HTTPS
// function `api` in asia-south1 that Firebase Hosting rewrites /api/** to.
import fs from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { configFromEnv } from './config';
import { ANY_PEER } from './http/proxy-peers';
import { applySeed } from './apply-seed';
import type { CatalogSeed } from './services/catalog-seed';
import { foldCopiedServices } from './listing/fold-services';
import { refreshDeskIndex } from './tracking/refresh-desk-index';
import { sendDueReminders } from './tracking/reminder-job';
import { warnExpiringAccounts } from './tracking/account-expiry-job';
import { openNotifiers } from './notify/open-notifiers';
import { openSms } from './sms/open-sms';
import { createUnavailableSms } from './sms/unavailable-sms';
import { openFirestoreStore } from './store/firestore/open-firestore';
import { purgeCutoffs } from './store/purge-cutoffs';
import { searchPageFiles } from './search/search-page-file';
import { fileURLToPath } from 'node:url';

type Listener = ReturnType<typeof getRequestListener>;

/** Written next to the bundle by `npm run build:functions` (the catalogue YAML is not deployed). */
function bundledSeed(): CatalogSeed | null {
  try {
    return JSON.parse(fs.readFileSync(new URL('./catalog-seed.json', import.meta.url), 'utf8')) as CatalogSeed;
  } catch {
    return null;
  }
}

async function prepare(): Promise<Listener> {
  const env = process.env;
  // Requests arrive through Hosting and Google's front end: the client address is in
  // X-Forwarded-For, unless TRUST_PROXY says otherwise (same parsing as the local server). Every
  // request, through Hosting or not, reaches the function from Google's serving infrastructure,
  // whose address is not published: any peer may forward, unless TRUST_PROXY_PEERS names them.
  const config = configFromEnv(env, { trustProxy: true, proxyPeers: [ANY_PEER] });
  const store = openFirestoreStore(env);
  // Without SMS_PROVIDER=http, and without OTP_PEPPER (a function has no data folder to keep a
  // generated one in), codes are refused with a 503 instead of landing in a log.
  const sms = config.otpPepper ? openSms(env, null) : createUnavailableSms();
  if (!config.otpPepper) console.error('[otp] OTP_PEPPER is not set: one-time codes are refused. Put it in functions.env.');
  const seed = bundledSeed();
  if (seed) {
    applySeed(config, seed);
    await foldCopiedServices(store, seed.listing, config.now());
    // A changed catalogue re-indexes every request once (a read per request): in the background.
    void refreshDeskIndex(store, config.tracking, config.now()).catch((err: unknown) => console.error('[desk index] failed:', err));
  }
  // Each new instance sweeps dead sessions, codes and counters in the background.
  void store.purge(purgeCutoffs(config, config.now())).catch((err: unknown) => console.error('[purge] failed:', err));
  // The search pages of the build, copied beside the bundle by `npm run build:functions`.
  config.search.page = searchPageFiles(fileURLToPath(new URL('./pages/', import.meta.url)));
  const notifiers = openNotifiers(env, sms, () => config.siteName);
  return getRequestListener(createApp({ store, sms, notifiers, config }).fetch);
}

// Prepared on the first request, not at load: `firebase deploy` loads this module to read the
// function list and must not connect to anything while doing so.
let ready: Promise<Listener> | null = null;

// Ingress stays open to all: Firebase Hosting's CDN reaches the function as outside traffic, so a
// narrower setting would cut Hosting off too. What a direct caller can forge, the client address,
// keeps no owner in or out (docs/server.md, "Calling the function directly").
export const api = onRequest({ region: 'asia-south1', memory: '256MiB', concurrency: 80, timeoutSeconds: 30, ingressSettings: 'ALLOW_ALL' }, async (req, res) => {
  ready ??= prepare().catch((err: unknown) => {
    ready = null;
    throw err;
  });
  const listener = await ready;
  await listener(req, res);
});

// The daily reminder job (one SMS per due vehicle document, src/server/tracking/reminder-job.ts) and the
// warnings before unused accounts are deleted (account-expiry-job.ts), run by Cloud Scheduler at 09:00
// India time; the scheduled time is the jobs' clock.
export const reminders = onSchedule({ schedule: 'every day 09:00', timeZone: 'Asia/Kolkata', region: 'asia-south1', memory: '256MiB', timeoutSeconds: 540 }, async (event) => {
  const env = process.env;
  const config = configFromEnv(env);
  const siteName = bundledSeed()?.siteName ?? config.siteName;
  const store = openFirestoreStore(env);
  const sms = openSms(env, '/tmp');
  const now = Date.parse(event.scheduleTime) || Date.now();
  const run = await sendDueReminders({ store, sms, siteName, texts: config.texts }, now);
  console.log(`[reminders] ${run.day}: ${run.sent} sent, ${run.alreadySent} sent before, ${run.failed} failed, ${run.deferred} deferred, ${run.unverified} to unproven numbers`);
  const expiring = await warnExpiringAccounts({ store, sms, siteName, siteUrl: config.siteUrl, texts: config.texts, accountRetentionMs: config.accountRetentionMs }, now);
  console.log(`[account expiry] ${expiring.warned} warned, ${expiring.unproven} unproven numbers marked, ${expiring.deferred} left for tomorrow`);
});

// The purge of dead sessions, codes and counters and of whatever is past its retention (docs/decisions.md,
// "Consent and retention"), every hour by Cloud Scheduler, as the local server runs it: an instance's
// start sweeps too, but a quiet site may start none for days and a busy one keep one for long.
export const purge = onSchedule({ schedule: 'every 60 minutes', region: 'asia-south1', memory: '256MiB', timeoutSeconds: 540 }, async (event) => {
  const config = configFromEnv(process.env);
  const deleted = await openFirestoreStore(process.env).purge(purgeCutoffs(config, Date.parse(event.scheduleTime) || Date.now()));
  console.log(`[purge] ${deleted} records deleted`);
});
