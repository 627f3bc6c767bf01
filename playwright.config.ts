import { portalSuite } from './scripts/playwright-base';

// The end-to-end suite (tests/e2e) against the build `npm run build` wrote into dist/.
export default await portalSuite({ testDir: 'tests/e2e', dataDir: '.data/e2e', serverCommand: 'tsx src/server/local.ts', serverTimeout: 60_000 });
