import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { resolveChromium } from './scripts/chromium';

// End-to-end tests drive a Chromium found on the machine or shipped in node_modules (never a browser
// download; see scripts/chromium.ts) against the built app served by the real local server, on a
// throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = '.data/e2e';

// Every run starts the server on an empty data folder, so accounts and rate-limit counters of an
// earlier run never leak into this one. Only the runner clears it (workers load this file too), and
// not for `--list`, which starts no server.
if (!process.env.TEST_WORKER_INDEX && !process.argv.includes('--list')) rmSync(dataDir, { recursive: true, force: true });

// One line saying what to do, instead of every test failing on a missing browser.
const executablePath = await resolveChromium().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 360, height: 780 },
    // The service worker would answer requests that specs hold back or stub with page.route, so it is
    // off except in tests/e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'tsx src/server/local.ts',
    url: `http://localhost:${port}/`,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    // Never reuse a running server: its data folder would not be the fresh one.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
