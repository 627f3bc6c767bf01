import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (no browser download) against the built app served by the
// real local server, on a throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 4173);

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'tsx src/server/local.ts',
    url: `http://localhost:${port}/`,
    env: { PORT: String(port), DATA_DIR: '.data/e2e', NODE_ENV: 'test' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
