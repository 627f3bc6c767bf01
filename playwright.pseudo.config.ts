import { portalSuite } from './scripts/playwright-base';

// The pseudo-locale end-to-end test (tests/pseudo/, docs/translation.md "The pseudo-locale"): its own
// server, started after building the pseudo site into dist-pseudo/ (PSEUDO_LOCALE=1, ~30 s), so the
// other end-to-end tests never wait for that build.
export default await portalSuite({
  testDir: 'tests/pseudo',
  dataDir: '.data/e2e-pseudo',
  serverCommand: 'tsx scripts/build.ts && tsx src/server/local.ts',
  serverEnv: { PSEUDO_LOCALE: '1', STATIC_DIR: 'dist-pseudo' },
  serverTimeout: 180_000,
});
