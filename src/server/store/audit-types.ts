// The store port's part for the audit trail: who did what to which record, when and from where.
// Events are only ever added; the purge cuts their addresses to a network and deletes them after their retention.
import type { AdminRole } from './account-types';
import type { AuditAction } from '../../core/audit-actions';
import type { Page, PageQuery } from './tracking-types';

export { AUDIT_ACTIONS, type AuditAction } from '../../core/audit-actions';

export interface AuditEvent {
  id: string;
  at: number;
  /** The admin's username, `cli` for the command line, null when no admin was signed in. */
  actor: string | null;
  /** The actor's role at the time; null for the command line and for strangers. */
  role: AdminRole | null;
  action: AuditAction;
  /** The id of the record acted on, when there is one. */
  target: string | null;
  /** A short human-readable account of what changed. */
  detail: string | null;
  /** The client address (src/server/http/client-ip.ts); null for the command line. */
  ip: string | null;
  /** False for refused attempts: a failed sign-in, or a 401/403 answer. */
  ok: boolean;
}

/** What a route adds to its event (src/server/audit/audit-note.ts): the exact action, the record it created, a short account. */
export interface AuditNote {
  action?: AuditAction;
  target?: string;
  detail?: string;
}

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  before?: number;
}

export interface AuditStore {
  audit: {
    record(event: AuditEvent): Promise<void>;
    /** Events matching every given filter, newest first. */
    list(filter: AuditFilter, page: PageQuery): Promise<Page<AuditEvent>>;
  };
}
