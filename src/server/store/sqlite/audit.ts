// The audit trail on SQLite.
import type Database from 'better-sqlite3';
import type { AdminRole } from '../types';
import type { AuditAction, AuditEvent, AuditStore } from '../audit-types';
import { pageKey, parsePageKey } from '../page-key';

interface AuditRow { id: string; at: number; actor: string | null; role: string | null; action: string; target: string | null; detail: string | null; ip: string | null; ok: number }

const toEvent = (r: AuditRow): AuditEvent => ({
  id: r.id, at: r.at, actor: r.actor, role: r.role as AdminRole | null, action: r.action as AuditAction, target: r.target, detail: r.detail, ip: r.ip, ok: r.ok === 1,
});

// Past the last possible key: the first page starts below it.
const AFTER_ALL = { createdAt: Number.MAX_SAFE_INTEGER, id: '~' };

export function sqliteAudit(db: Database.Database): AuditStore {
  const insert = db.prepare(`INSERT INTO audit_events (id, at, actor, role, action, target, detail, ip, ok)
    VALUES (@id, @at, @actor, @role, @action, @target, @detail, @ip, @ok)`);
  const statements = new Map<string, Database.Statement>();

  return {
    audit: {
      async record(event) {
        insert.run({ ...event, ok: event.ok ? 1 : 0 });
      },
      async list(filter, { limit, cursor }) {
        const after = (cursor && parsePageKey(cursor)) || AFTER_ALL;
        const clauses = ['(at < @afterAt OR (at = @afterAt AND id < @afterId))'];
        if (filter.actor !== undefined) clauses.push('actor = @actor');
        if (filter.action !== undefined) clauses.push('action = @action');
        if (filter.from !== undefined) clauses.push('at >= @from');
        if (filter.before !== undefined) clauses.push('at < @before');
        const sql = `SELECT * FROM audit_events WHERE ${clauses.join(' AND ')} ORDER BY at DESC, id DESC LIMIT @limit`;
        let stmt = statements.get(sql);
        if (!stmt) {
          stmt = db.prepare(sql);
          statements.set(sql, stmt);
        }
        const rows = (stmt.all({ ...filter, afterAt: after.createdAt, afterId: after.id, limit: limit + 1 }) as AuditRow[]).map(toEvent);
        const items = rows.slice(0, limit);
        const last = items.at(-1);
        return { items, next: rows.length > limit && last ? pageKey(last.at, last.id) : null };
      },
    },
  };
}
