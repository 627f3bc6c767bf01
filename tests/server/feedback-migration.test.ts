// A store of the previous version (every review had an e-mail address) opens with the address
// optional, every review kept in its order, and takes a review without one.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/store/sqlite/migrations';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { tempDir } from './helpers/test-app';

let dir = '';
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('upgrading the feedback table to an optional e-mail address', () => {
  it('keeps every review in order, with its index, and stores one without an address afterwards', async () => {
    dir = tempDir('rto-upgrade-');
    const before = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE feedback_next'));
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare('INSERT INTO feedback (id, name, email, rating, message, service_type, approved, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    expect(() => insert.run('x', 'X', null, 5, 'm', null, null, 1)).toThrow(/NOT NULL/);
    // Same millisecond: only the insertion order tells them apart.
    insert.run('first', 'Asha', 'asha@example.in', 4, 'Good', 'RC Card', 1, 1000);
    insert.run('second', 'Bala', 'bala@example.in', 5, 'Clear', null, 1, 1000);
    old.close();

    const store = openSqliteStore(dir);
    try {
      expect((await store.feedback.listApproved(6)).map((f) => [f.id, f.email])).toEqual([
        ['second', 'bala@example.in'],
        ['first', 'asha@example.in'],
      ]);
      await store.feedback.create({ id: 'new', name: 'Chinna', email: null, rating: 3, message: 'Fine', serviceType: null, approved: null, createdAt: 2000 });
      expect((await store.feedback.listAll())[0]).toMatchObject({ id: 'new', email: null });
    } finally {
      await store.close();
    }
    const reopened = new Database(path.join(dir, SQLITE_FILE_NAME), { readonly: true });
    const indexes = reopened.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'feedback' AND name NOT LIKE 'sqlite_%'`).all();
    reopened.close();
    expect(indexes).toEqual([{ name: 'feedback_public' }]);
  });
});
