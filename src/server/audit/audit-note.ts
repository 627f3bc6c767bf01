// What a route adds to its audit event: the exact action where one call does two things
// (approve or unapprove), the record it created, and a short account of the change.
import type { Context } from 'hono';
import type { AdminEnv } from '../auth/admin-guard';
import type { AuditNote } from '../store/audit-types';

export function noteAudit(c: Context<AdminEnv>, note: AuditNote): void {
  c.set('auditNote', { ...c.get('auditNote'), ...note });
}
