// What a route adds to its audit event: the exact action where one call does two things
// (approve or unapprove), the record it created, and a short account of the change.
import type { AuditAction } from '../store/audit-types';

export interface AuditNote {
  action?: AuditAction;
  target?: string;
  detail?: string;
}

/** What the note needs of a route's context: the admin routes' (AdminEnv) carries it to the audit trail. */
export interface AuditNoteHolder {
  get(key: 'auditNote'): AuditNote | undefined;
  set(key: 'auditNote', note: AuditNote): void;
}

export function noteAudit(c: AuditNoteHolder, note: AuditNote): void {
  c.set('auditNote', { ...c.get('auditNote'), ...note });
}
