import { defineConfig } from 'vitest/config';
import { apiFormPlugin } from './src/catalog/api-form-plugin.ts';
import { accountNoticeVersion, noticeVersion } from './src/shared/data-kinds/notice-version.ts';

export default defineConfig({
  // The browser's precompiled API schemas (virtual:api-form/<name>), as the build serves them.
  plugins: [apiFormPlugin()],
  // As the build defines it (vite.config.ts).
  define: { 'import.meta.env.NOTICE_VERSION': JSON.stringify(noticeVersion()), 'import.meta.env.ACCOUNT_NOTICE_VERSION': JSON.stringify(accountNoticeVersion()) },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/firebase/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Test files share a worker thread and its loaded modules instead of each importing React,
    // Mantine, ajv and the compiler afresh: the suite took 111 s instead of 197 s on the 2-CPU CI
    // host. So a file that changes shared state (a global such as fetch, process.env, a module's
    // store) puts it back in afterEach/finally, and each test sets up what it needs: `npm run
    // test:unit:extra` (part of npm test) runs the files and their tests in a shuffled order.
    pool: 'threads',
    isolate: false,
    // Two threads on any host: vitest's default, the cores less one, is one on a 2-core machine, where
    // the suite waits on bcrypt, SQLite and child processes more than on the CPU (143 s with two
    // threads, 312 s with one, on the 2-core host on 2026-12-02).
    maxWorkers: 2,
  },
});
