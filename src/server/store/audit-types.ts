// The store port's part for the audit trail: who did what to which record, when and from where.
// Events are only ever added; the purge cuts their addresses to a network and deletes them after their retention.
import type { AuditAction } from '../../core/audit-actions';
import type { AuditEvent } from '../../shared/api/answers';
import type { Page, PageQuery } from './tracking-types';

export { AUDIT_ACTIONS, type AuditAction } from '../../core/audit-actions';
// One event, as it is kept and as the console is answered it (schemas/api/answers/admin.schema.json):
// `at` in epoch ms both ways; the console writes it as a date where it shows it.
export type { AuditEvent } from '../../shared/api/answers';

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
