// Requests kept before the desk's due order existed have no key: at open each gets the one of its
// status with no due day (due-key.ts), so every request is in the order; the server then works out
// every due day from the catalogue at start (src/server/tracking/refresh-desk-index.ts).
import type Database from 'better-sqlite3';
import type { RequestStatus } from '../../../core/request-status';
import { dueKey } from '../due-key';

export function keyUnkeyedRequests(db: Database.Database): void {
  db.transaction(() => {
    const rows = db.prepare('SELECT id, created_at, status FROM requests WHERE due_key IS NULL').all() as { id: string; created_at: number; status: RequestStatus }[];
    const keyed = db.prepare('UPDATE requests SET due_key = ? WHERE id = ?');
    for (const r of rows) keyed.run(dueKey({ id: r.id, createdAt: r.created_at, status: r.status }, null), r.id);
  }).immediate();
}
