// When sessions, codes and counters are certainly dead, and audit events, WhatsApp messages and
// drop-off counters past their retention.
import { indiaToday } from '../../core/reminders';
import type { ServerConfig } from '../config';
import type { PurgeCutoffs } from './types';

const DAY = 24 * 3600_000;

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
    whatsappBefore: now - config.whatsappRetentionMs,
    formStatsBeforeDay: indiaToday(now - config.formStatsRetentionMs),
  };
}
