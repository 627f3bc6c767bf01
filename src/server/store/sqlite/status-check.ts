// The requests table's status CHECK follows the list of statuses (src/core/request-status.ts): at
// open, when the CHECK the table was built with names other statuses, the table is built again with
// the list's (SQLite cannot change a CHECK), its rows and indexes kept. So a new status needs no
// numbered migration: the first start with it widens the table. A status leaves the list only once
// no request holds it: the copy would fail the new CHECK and the store would not open.
import type Database from 'better-sqlite3';
import { REQUEST_STATUSES } from '../../../core/request-status';

const CHECK = /CHECK \(status IN \([^)]*\)\)/;

/** The CHECK of the list, as the table is built with it. */
export function statusCheck(): string {
  return `CHECK (status IN (${REQUEST_STATUSES.map((s) => `'${s}'`).join(', ')}))`;
}

export function followStatusList(db: Database.Database): void {
  db.transaction(() => {
    const table = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'requests'`).get() as { sql: string } | undefined;
    const built = table && CHECK.exec(table.sql)?.[0];
    if (!table || !built || built === statusCheck()) return;
    const indexes = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND sql IS NOT NULL`).all() as { sql: string }[];
    db.exec(table.sql.replace(built, statusCheck()).replace(/^CREATE TABLE "?requests"?/, 'CREATE TABLE requests_next'));
    db.exec('INSERT INTO requests_next SELECT * FROM requests; DROP TABLE requests; ALTER TABLE requests_next RENAME TO requests;');
    for (const index of indexes) db.exec(index.sql);
  }).immediate();
}
