// Accounts kept before sign-ins were recorded count their three years from their latest trace of use
// (their own change, their settings', written at each sign-in, or a session's start): on SQLite by the
// migration, on Firestore once, at the first purge.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { MIGRATIONS } from '../../src/server/store/sqlite/migrations';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { KEEP_ALL } from './helpers/keep-all';
import { tempDir } from './helpers/test-app';

const HASH = '$2b$04$abcdefghijklmnopqrstuv';

describe('upgrading SQLite accounts to a last sign-in', () => {
  let dir = '';
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes each account's latest of its change, its settings' and its sessions' starts", async () => {
    dir = tempDir('rto-sign-in-');
    const before = MIGRATIONS.findIndex((m) => m.includes('signed_in_at'));
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare('INSERT INTO users (id, name, phone, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    insert.run('settings', 'A', '+919000000001', HASH, 100, 200);
    insert.run('session', 'B', '+919000000002', HASH, 100, 100);
    insert.run('untouched', 'C', '+919000000003', HASH, 100, 150);
    old.prepare("INSERT INTO user_settings (user_id, reminders, verified_phone, updated_at, language) VALUES ('settings', 0, NULL, 900, 'en')").run();
    old.prepare("INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at) VALUES ('t', 'user', 'session', 700, 800, 9000)").run();
    old.close();

    const store = openSqliteStore(dir);
    try {
      expect((await store.users.dueWarning(10_000)).map(({ user, signedInAt }) => [user.id, signedInAt])).toEqual([
        ['untouched', 150],
        ['session', 700],
        ['settings', 900],
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('stamping Firestore accounts with a last sign-in', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.stop();
  });

  it('gives every user without one its latest trace of use at the first purge, and keeps a recorded one', async () => {
    const prefix = 'stamp_';
    const store = createFirestoreStore(emulator.db, prefix);
    const users = emulator.db.collection(`${prefix}users`);
    await users.doc('+919000000001').set({ id: 'settings', name: 'A', phone: '+919000000001', passwordHash: HASH, createdAt: 100, updatedAt: 200 });
    await users.doc('+919000000002').set({ id: 'session', name: 'B', phone: '+919000000002', passwordHash: HASH, createdAt: 100, updatedAt: 100 });
    await store.users.create({ id: 'new', name: 'C', phone: '+919000000003', passwordHash: HASH, createdAt: 300, updatedAt: 300 }, []);
    await store.userSettings.setLanguage('settings', 'te', 900);
    await store.sessions.create({ tokenHash: 't', kind: 'user', subjectId: 'session', createdAt: 700, lastSeenAt: 800, expiresAt: 9000 });

    expect(await store.users.dueWarning(10_000)).toEqual([expect.objectContaining({ signedInAt: 300 })]);
    await store.purge(KEEP_ALL);
    expect((await store.users.dueWarning(10_000)).map(({ user, signedInAt }) => [user.id, signedInAt])).toEqual([
      ['new', 300],
      ['session', 700],
      ['settings', 900],
    ]);
    expect(await store.users.byId('settings')).toEqual({ id: 'settings', name: 'A', phone: '+919000000001', passwordHash: HASH, createdAt: 100, updatedAt: 200 });
  });
});
