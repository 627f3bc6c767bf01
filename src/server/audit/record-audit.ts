// Writes one audit event. The action it records has already happened, so a failed write is
// logged rather than turned into a failed answer.
import { randomUUID } from 'node:crypto';
import { visibleText } from '../../core/visible-text';
import type { AppDeps } from '../deps';
import { logFailure, stdoutSink } from '../http/request-log';
import type { AuditEvent } from '../store/audit-types';

// Caps what a client can make us keep (an attempted username, a path segment), with its control
// and bidirectional characters escaped as visible text.
const MAX_TEXT = 200;
const clip = (text: string | null): string | null => (text === null ? null : visibleText(text).slice(0, MAX_TEXT));

export async function recordAudit(deps: Pick<AppDeps, 'store' | 'config' | 'log'>, event: Omit<AuditEvent, 'id' | 'at'>): Promise<void> {
  try {
    await deps.store.audit.record({
      ...event,
      id: randomUUID(),
      at: deps.config.now(),
      actor: clip(event.actor),
      target: clip(event.target),
      detail: clip(event.detail),
    });
  } catch (err) {
    logFailure(deps.log ?? stdoutSink, 'AUDIT', event.action, err);
  }
}
