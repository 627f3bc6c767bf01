// One security event of a visitor's account as its JSON line in the server log (security-log.ts
// writes it for a request). Needs only a log sink, so the text ledger can write its refusals from
// below the server's dependencies.
import { maskedPhone } from './masked-phone';
import type { LogSink } from './request-log';

export type SecurityEvent =
  | 'user.sign_up'
  | 'user.sign_up_refused'
  | 'user.sign_in'
  | 'user.sign_in_failed'
  | 'user.sign_in_refused'
  | 'user.otp_sent'
  | 'user.otp_failed'
  | 'user.otp_verified'
  | 'user.password_reset'
  | 'user.password_reset_refused'
  | 'user.password_changed'
  /** A text not sent: the number is not proven, or it or its account had the day's texts (server/texts). */
  | 'user.text_refused';

export type SecurityOutcome = 'success' | 'failure' | 'refused';

/** One event's line; `ip` is null where no request is at hand (a job's text). */
export function writeSecurityEvent(
  log: LogSink,
  event: SecurityEvent,
  outcome: SecurityOutcome,
  who: { userId?: string | null; phone: string },
  ip: string | null,
  detail?: string,
): void {
  const line = {
    severity: outcome === 'success' ? 'NOTICE' : 'WARNING',
    message: `${event} ${outcome}`,
    security: event,
    outcome,
    account: who.userId ?? null,
    phone: maskedPhone(who.phone),
    ip,
    ...(detail ? { detail } : {}),
  };
  log(JSON.stringify(line));
}
