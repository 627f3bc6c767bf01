import { portalSuite } from './scripts/playwright-base';
import { OTP_RESEND_SECONDS } from './tests/e2e/support/otp-window';

// The end-to-end suite (tests/e2e) against the build `npm run build` wrote into dist/.
export default await portalSuite({
  testDir: 'tests/e2e',
  dataDir: '.data/e2e',
  serverCommand: 'tsx src/server/local.ts',
  serverEnv: { OTP_RESEND_AFTER_SECONDS: String(OTP_RESEND_SECONDS) },
  serverTimeout: 60_000,
});
