import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { resolveChromium } from './scripts/chromium';

// The pseudo-locale end-to-end test (tests/pseudo/, docs/translation.md "The pseudo-locale"): its own
// server, started after building the pseudo site into dist-pseudo/ (PSEUDO_LOCALE=1, ~30 s), so the
// other end-to-end tests never wait for that build. Otherwise as playwright.config.ts.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = '.data/e2e-pseudo';
if (!process.env.TEST_WORKER_INDEX && !process.argv.includes('--list')) rmSync(dataDir, { recursive: true, force: true });

const executablePath = await resolveChromium().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

export default defineConfig({
  testDir: 'tests/pseudo',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'tsx scripts/build.ts && tsx src/server/local.ts',
    url: `http://localhost:${port}/`,
    env: { PSEUDO_LOCALE: '1', STATIC_DIR: 'dist-pseudo', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
