// The breach report's records on SQLite (breach-types.ts).
import type Database from 'better-sqlite3';
import { langOr } from '../../../core/languages';
import type { BreachKind, BreachStore, HeldRecord } from '../breach-types';

type Row = { phone: string | null; email: string | null; language: string | null };

export function sqliteBreach(db: Database.Database): BreachStore {
  const queries: Record<BreachKind, Database.Statement<{ from: number; to: number }, Row>> = {
    request: db.prepare('SELECT phone, NULL AS email, language FROM requests WHERE created_at < @to AND updated_at >= @from'),
    whatsapp: db.prepare('SELECT DISTINCT phone, NULL AS email, NULL AS language FROM whatsapp_messages WHERE at >= @from AND at < @to'),
    account: db.prepare(`SELECT u.phone, NULL AS email, s.language FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
      WHERE u.created_at < @to AND MAX(u.updated_at, u.signed_in_at, COALESCE(s.updated_at, 0),
        COALESCE((SELECT MAX(v.updated_at) FROM vehicles v WHERE v.user_id = u.id), 0)) >= @from`),
    feedback: db.prepare('SELECT NULL AS phone, email, NULL AS language FROM feedback WHERE created_at >= @from AND created_at < @to'),
    grievance: db.prepare('SELECT phone, email, language FROM grievances WHERE received_at < @to AND MAX(received_at, COALESCE(answered_at, 0)) >= @from'),
  };
  return {
    breach: {
      async heldIn(window, kinds) {
        return kinds.flatMap((kind) =>
          queries[kind].all(window).map((row): HeldRecord => ({ kind, phone: row.phone, email: row.email, language: row.language === null ? null : langOr(row.language) })),
        );
      },
    },
  };
}
