import { portalSuite } from './scripts/playwright-base';
import { OTP_RESEND_SECONDS } from './tests/e2e/support/otp-window';

// The end-to-end suite (tests/e2e) against the build `npm run build` wrote into dist/.
export default await portalSuite({
  testDir: 'tests/e2e',
  dataDir: '.data/e2e',
  serverCommand: 'tsx src/server/local.ts',
  // The suite signs up about 20 accounts from 127.0.0.1, the production allowance for one address,
  // and files a few grievances (5 an hour in production) and reads their answers (30), more with retries.
  serverEnv: { OTP_RESEND_AFTER_SECONDS: String(OTP_RESEND_SECONDS), SIGNUPS_PER_HOUR: '200', GRIEVANCES_PER_HOUR: '100', GRIEVANCE_LOOKUPS_PER_HOUR: '200' },
  serverTimeout: 60_000,
});
