// A store of the previous version (requests could only start as received) opens with the waiting
// status allowed, every request and its indexes kept, and takes a waiting request.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestStatus } from '../../src/core/request-status';
import { MIGRATIONS } from '../../src/server/store/sqlite/migrations';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { statusCheck } from '../../src/server/store/sqlite/status-check';
import { tempDir } from './helpers/test-app';

let dir = '';
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const step = (status: RequestStatus, at: number) => ({ status, at, note: null, reason: null, by: null });
const indexesOf = (db: Database.Database) =>
  (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);

describe('upgrading the requests table to the waiting status', () => {
  it('keeps every request and index, and records a waiting one afterwards', async () => {
    dir = tempDir('rto-upgrade-');
    const before = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE requests_next'));
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration);
    old.pragma(`user_version = ${before}`);
    const indexes = () => (old.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
    const indexesBefore = indexes();
    expect(() => old.prepare(`INSERT INTO requests VALUES ('x', 'VS1', 'e', 't', 1, 1, NULL, '+919876543210', NULL, 'waiting', '[]')`).run()).toThrow(/CHECK/);
    old
      .prepare(`INSERT INTO requests (id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run('old-1', 'VS123456042', 'vehicle-ekyc', 'Vehicle eKYC', 1000, 2000, null, '+919876543210', 'AP39BJ1234', 'in_progress', JSON.stringify([step('received', 1000), step('in_progress', 2000)]));
    old.close();

    const store = openSqliteStore(dir);
    try {
      expect(await store.requests.get('old-1')).toMatchObject({ serviceNumber: 'VS123456042', status: 'in_progress', vehicleNumber: 'AP39BJ1234', history: [{ status: 'received' }, { status: 'in_progress' }] });
      await store.requests.create({
        id: 'new-1', serviceNumber: 'VS123456043', entryId: 'vehicle-ekyc', title: 'Vehicle eKYC', createdAt: 3000, updatedAt: 3000,
        userId: null, phone: '+919876543210', vehicleNumber: null, status: 'waiting', history: [step('waiting', 3000)], language: 'te', updates: true,
      });
      expect(await store.requests.count({ status: 'waiting' })).toBe(1);
      // Kept before the due order, it is in it all the same (with no due day until the catalogue's is worked out).
      expect((await store.requests.search({}, { limit: 10, cursor: null }, 'due')).items.map((r) => r.id)).toEqual(['old-1', 'new-1']);
    } finally {
      await store.close();
    }
    const reopened = new Database(path.join(dir, SQLITE_FILE_NAME), { readonly: true });
    const after = (reopened.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
    reopened.close();
    // Every index kept, beside those later migrations add (the fix link's code, the due order's).
    expect(after).toEqual(expect.arrayContaining([...indexesBefore, 'requests_fix_code', 'requests_due']));
  });
});

// A status added to the list reaches an existing store at its next start, without a numbered
// migration: here the store was built when the list had no closed status.
describe('a store built with an older list of statuses', () => {
  it('takes the new status at open, every request, column and index kept, and still refuses an unknown one', async () => {
    dir = tempDir('rto-statuses-');
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS) old.exec(migration);
    old.pragma(`user_version = ${MIGRATIONS.length}`);
    const { sql } = old.prepare(`SELECT sql FROM sqlite_master WHERE name = 'requests'`).get() as { sql: string };
    const indexesBefore = indexesOf(old);
    const indexSql = (old.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'requests' AND sql IS NOT NULL`).all() as { sql: string }[]).map((r) => r.sql);
    old.exec(`DROP TABLE requests; ${sql.replace(/CHECK \(status IN \([^)]*\)\)/, statusCheck().replace(", 'closed'", ''))}; ${indexSql.join('; ')};`);
    old.close();
    const narrow = new Database(path.join(dir, SQLITE_FILE_NAME));
    narrow
      .prepare(`INSERT INTO requests (id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history, language, updates) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run('old-1', 'VS123456042', 'vehicle-ekyc', 'Vehicle eKYC', 1000, 2000, null, '+919876543210', 'AP39BJ1234', 'received', JSON.stringify([step('received', 1000)]), 'te', 0);
    expect(() => narrow.prepare(`UPDATE requests SET status = 'closed'`).run()).toThrow(/CHECK/);
    narrow.close();

    const store = openSqliteStore(dir);
    try {
      expect(await store.requests.get('old-1')).toMatchObject({ serviceNumber: 'VS123456042', status: 'received', language: 'te', updates: false, vehicleNumber: 'AP39BJ1234' });
      const closed = await store.requests.changeStatus('old-1', 'received', { status: 'closed', at: 3000, note: null, reason: 'Duplicate', by: 'desk' });
      expect(closed?.status).toBe('closed');
    } finally {
      await store.close();
    }
    const reopened = new Database(path.join(dir, SQLITE_FILE_NAME));
    try {
      expect(indexesOf(reopened)).toEqual(indexesBefore);
      expect(() => reopened.prepare(`UPDATE requests SET status = 'lost'`).run()).toThrow(/CHECK/);
    } finally {
      reopened.close();
    }
  });
});
