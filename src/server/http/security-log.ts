// Security events of visitors' accounts (sign-ups, sign-ins, codes, resets, lock-outs) as one JSON line each
// in the server log, beside the request lines: who (the account id, or the masked number when no
// account has it), from where, and the outcome (OWASP ASVS V16). Not in the audit trail, which a
// stranger could otherwise fill: the log is rotated by its host, and never holds a code, a
// password or a whole phone number.
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { clientIp } from './client-ip';
import { stdoutSink } from './request-log';
import { writeSecurityEvent, type SecurityEvent, type SecurityOutcome } from './security-event';

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
