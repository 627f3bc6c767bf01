// Security events of visitors' accounts (sign-ups, sign-ins, codes, resets, lock-outs) as one JSON line each
// in the server log, beside the request lines: who (the account id, or the masked number when no
// account has it), from where, and the outcome (OWASP ASVS V16). Not in the audit trail, which a
// stranger could otherwise fill: the log is rotated by its host, and never holds a code, a
// password or a whole phone number.
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { clientIp } from './client-ip';
import { maskedPhone } from './masked-phone';
import { stdoutSink, type LogSink } from './request-log';

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

export function logSecurityEvent(
  deps: AppDeps,
  c: Context,
  event: SecurityEvent,
  outcome: SecurityOutcome,
  who: { userId?: string | null; phone: string },
  detail?: string,
): void {
  writeSecurityEvent(deps.log ?? stdoutSink, event, outcome, who, clientIp(c, deps.config), detail);
}

/** The same line where no request is at hand (a job's text): `ip` is then null. */
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
