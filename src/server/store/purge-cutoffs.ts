// When sessions, codes and counters are certainly dead, and when each kind of data is past its
// retention (docs/decisions.md, "Consent and retention"; the periods are the config's).
import { indiaToday } from '../../core/reminders';
import type { ServerConfig } from '../config';
import { PUBLIC_FEEDBACK_COUNT, type PurgeCutoffs } from './types';

const DAY = 24 * 3600_000;

/** How long before its deletion an account's owner is warned (Rule 8(2): at least 48 hours). */
export const ACCOUNT_WARNING_MS = 2 * DAY;

export function purgeCutoffs(config: ServerConfig, now: number): PurgeCutoffs {
  const s = config.session;
  const windows = [...Object.values(config.limits), ...Object.values(config.tracking.limits)].map((v) => (typeof v === 'number' ? v : v.windowMs));
  return {
    sessionExpiredBefore: now,
    sessionSeenBefore: now - Math.max(s.userIdleMs, s.adminIdleMs),
    otpExpiredBefore: now - config.otp.resetWindowMs,
    // A day past the longest window or lock-out, so a counter is never cut short.
    counterHitBefore: now - Math.max(...windows) - DAY,
    auditBefore: now - config.auditRetentionMs,
    auditAddressBefore: now - config.auditAddressRetentionMs,
    requestDoneBefore: now - config.requestRetentionMs,
    accountSignedInBefore: now - config.accountRetentionMs,
    accountWarnedBefore: now - ACCOUNT_WARNING_MS,
    feedbackBefore: now - config.feedbackRetentionMs,
    feedbackShown: PUBLIC_FEEDBACK_COUNT,
    whatsappBefore: now - config.whatsappRetentionMs,
    formStatsBeforeDay: indiaToday(now - config.formStatsRetentionMs),
    grievanceAnsweredBefore: now - config.grievanceRetentionMs,
  };
}
