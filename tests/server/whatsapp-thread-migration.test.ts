// A store of the previous version kept a message by its service number alone, so two requests that
// drew one number shared a thread. It opens with every matched message on one request: its sender's
// own, else the number's first, each request reading only its own thread.
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

const VISITOR = '+919876543210';
const SQUATTER = '+919000000001';
const RELATIVE = '+919111111111';

describe('upgrading WhatsApp threads to one request each', () => {
  it("gives each matched message its sender's request of that number, else the number's first; unmatched ones stay unmatched", async () => {
    dir = tempDir('rto-threads-');
    const before = MIGRATIONS.findIndex((m) => m.includes('ADD COLUMN request_id'));
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration);
    old.pragma(`user_version = ${before}`);
    const request = old.prepare(`INSERT INTO requests (id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history, language, updates, case_answers)
      VALUES (?, 'VS123456042', 'vehicle-fitness', 'Vehicle Fitness Certificate', ?, ?, NULL, ?, NULL, 'received', '[]', 'en', 1, '{}')`);
    request.run('visitor', 100, 100, VISITOR);
    request.run('squatter', 200, 200, SQUATTER);
    const message = old.prepare(`INSERT INTO whatsapp_messages (id, key, direction, phone, service_number, kind, text, media, at, status, linked_by)
      VALUES (?, ?, 'in', ?, ?, 'text', ?, '[]', ?, NULL, NULL)`);
    message.run('wamid.visitor', 'k1', VISITOR, 'VS123456042', 'My RC', 1000);
    message.run('wamid.squatter', 'k2', SQUATTER, 'VS123456042', 'Mine', 1100);
    message.run('wamid.relative', 'k3', RELATIVE, 'VS123456042', 'For my father', 1200);
    message.run('wamid.loose', 'k4', RELATIVE, null, 'Hello?', 1300);
    old.close();

    const store = openSqliteStore(dir);
    try {
      const visitor = (await store.requests.get('visitor'))!;
      const squatter = (await store.requests.get('squatter'))!;
      expect((await store.whatsapp.thread(visitor)).map((m) => m.id)).toEqual(['wamid.visitor', 'wamid.relative']);
      expect((await store.whatsapp.thread(squatter)).map((m) => m.id)).toEqual(['wamid.squatter']);
      expect((await store.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => [m.id, m.requestId])).toEqual([['wamid.loose', null]]);
    } finally {
      await store.close();
    }
  });
});
