// `npm start`: one local server for the built SPA and /api on one port, SQLite under .data/ by
// default. Needs no network.
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadOrCreateOtpPepper, prepareDataDir } from './auth/otp-pepper';
import { loadOrCreateSecret } from './auth/data-secret';
import { configFromEnv } from './config';
import { openStore } from './open-store';
import { purgeCutoffs } from './store/purge-cutoffs';
import { applySeed } from './apply-seed';
import { loadCatalogSeed } from './services/load-catalog-seed';
import { foldCopiedServices } from './listing/fold-services';
import { refreshDeskIndex } from './tracking/refresh-desk-index';
import { sendDueReminders } from './tracking/reminder-job';
import { warnExpiringAccounts } from './tracking/account-expiry-job';
import { scheduleDailyReminders } from './tracking/reminder-schedule';
import { openNotifiers } from './notify/open-notifiers';
import { openSms } from './sms/open-sms';
import { serveSpa } from './static-files';
import { searchPageFiles } from './search/search-page-file';
import { writeServerPid } from './store/sqlite/server-pid';

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? '.data');
const staticDir = path.resolve(env.STATIC_DIR ?? 'dist');
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
  console.warn(`No built app in ${staticDir}: run \`npm run build\` first (the API still runs).`);
}

const config = configFromEnv(env);
// Links in texts lead back to this server unless SITE_URL names the public address.
if (!env.SITE_URL) config.siteUrl = `http://localhost:${port}`;
prepareDataDir(dataDir);
config.otpPepper ||= loadOrCreateOtpPepper(dataDir);
config.fixLinkSecret ||= loadOrCreateSecret(dataDir, 'fix-link-secret', 'fix links already sent stop opening');
const store = await openStore(env, dataDir);
const sms = openSms(env, dataDir);

const { seed, problems } = await loadCatalogSeed();
if (seed) {
  applySeed(config, seed);
  const folded = await foldCopiedServices(store, seed.listing, config.now());
  if (folded) console.log(`Moved ${folded} copied catalogue cards into the live listing.`);
  const indexed = await refreshDeskIndex(store, config.tracking, config.now());
  if (indexed) console.log(`Worked out the due day and office of ${indexed} requests again for the changed catalogue.`);
} else {
  console.warn(`The catalogue has errors; service links are not checked against it:\n  ${problems.join('\n  ')}`);
}

// Dead sessions, codes and counters, and what is past its retention, are deleted at start and then hourly.
const purge = () =>
  store.purge(purgeCutoffs(config, config.now())).catch((err: unknown) => console.error('[purge] failed:', err));
await purge();
setInterval(() => void purge(), 3600_000).unref();
scheduleDailyReminders(() => sendDueReminders({ store, sms, siteName: config.siteName, texts: config.texts }, config.now()));
scheduleDailyReminders(() => warnExpiringAccounts({ store, sms, siteName: config.siteName, siteUrl: config.siteUrl, texts: config.texts, accountRetentionMs: config.accountRetentionMs }, config.now()));

config.search.page = searchPageFiles(staticDir);
const notifiers = openNotifiers(env, sms, () => config.siteName);
const app = createApp({ store, sms, notifiers, config });
serveSpa(app, staticDir);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  // Lets `npm run restore` refuse while this server holds the store.
  writeServerPid(dataDir);
  console.log(`AP RTO portal on http://${shown}:${info.port} (store: ${env.STORE ?? 'sqlite'}, data: ${dataDir})`);
});
// Node closes an idle kept-alive connection after 5 s. A client that reuses a pooled connection
// without reading the server's `Keep-Alive: timeout` (Playwright's request contexts, proxies) can
// send a request on it just as it closes and get ECONNRESET; a minute outlasts their idle gaps.
// headersTimeout must stay above keepAliveTimeout (Node's rule).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

function shutdown(): void {
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
