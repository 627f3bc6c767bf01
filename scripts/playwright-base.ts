import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { resolveChromium } from './chromium';

/** What differs between the end-to-end suites: where the tests are and how their server starts. */
export interface SuiteOptions {
  testDir: string;
  /** The server's data folder, emptied at the start of every run. */
  dataDir: string;
  serverCommand: string;
  serverEnv?: Record<string, string>;
  /** How long the server may take to answer (a suite that builds first needs longer). */
  serverTimeout: number;
}

/**
 * End-to-end tests drive a Chromium found on the machine or shipped in node_modules (never a browser
 * download; see scripts/chromium.ts) against the built app served by the real local server, on a
 * throwaway data folder.
 */
/** The bcrypt cost of the suites' servers and of the admins they create. */
export const E2E_BCRYPT_COST = 4;

export async function portalSuite({ testDir, dataDir, serverCommand, serverEnv = {}, serverTimeout }: SuiteOptions) {
  const port = Number(process.env.E2E_PORT ?? 4173);

  // Every run starts the server on an empty data folder, so accounts and rate-limit counters of an
  // earlier run never leak into this one. Only the runner clears it (workers load the config too), and
  // not for `--list`, which starts no server.
  if (!process.env.TEST_WORKER_INDEX && !process.argv.includes('--list')) rmSync(dataDir, { recursive: true, force: true });

  // One line saying what to do, instead of every test failing on a missing browser.
  const executablePath = await resolveChromium(process.env, { headlessShell: true }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });

  return defineConfig({
    testDir,
    fullyParallel: true,
    // Two workers on any host: Playwright's default, half the cores, is one on a 2-core machine, which
    // doubled the suite's time wherever CI did not set CI (34 min for CI in all, 2026-12-02).
    workers: Number(process.env.E2E_WORKERS ?? 2),
    retries: process.env.CI ? 1 : 0,
    // How long the run took and how busy the host was (scripts/suite-load-reporter.ts).
    reporter: [['list'], [fileURLToPath(new URL('./suite-load-reporter.ts', import.meta.url))]],
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
      command: serverCommand,
      url: `http://localhost:${port}/`,
      // bcrypt's lowest cost, as the API tests use: at the production cost each sign-up, sign-in and
      // admin takes ~1.3 s of a 2-core CI host's CPU (npm run bench:auth measures the real cost).
      env: { BCRYPT_COST: String(E2E_BCRYPT_COST), ...serverEnv, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
      // Never reuse a running server: its data folder would not be the fresh one.
      reuseExistingServer: false,
      timeout: serverTimeout,
    },
  });
}
