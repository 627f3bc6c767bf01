// Purge cutoffs under which nothing is old enough to go: a test sets the few it puts to the test.
import type { PurgeCutoffs } from '../../../src/server/store/types';

export const KEEP_ALL: PurgeCutoffs = {
  sessionExpiredBefore: 0,
  sessionSeenBefore: 0,
  otpExpiredBefore: 0,
  counterHitBefore: 0,
  auditBefore: 0,
  auditAddressBefore: 0,
  requestDoneBefore: 0,
  accountSignedInBefore: 0,
  accountWarnedBefore: 0,
  feedbackBefore: 0,
  feedbackShown: 6,
  whatsappBefore: 0,
  formStatsBeforeDay: '2000-01-01',
  grievanceAnsweredBefore: 0,
};
