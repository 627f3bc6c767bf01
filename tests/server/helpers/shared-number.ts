// Stores written before the server refused a held service number may hold a 9-digit number twice.
// Tests of what such stores still do write the second request as they hold it: a copy of the
// number's first request under another phone, past the store's own check.
import Database from 'better-sqlite3';
import path from 'node:path';
import { normalizePhone } from '../../../src/core/phone';
import { SQLITE_FILE_NAME } from '../../../src/server/store/sqlite/sqlite-store';
import { requestId } from '../../../src/server/tracking/request-id';
import type { TestApp } from './test-app';

/** A request of `serviceNumber` from `phone`, beside the one already holding it; its id. */
export function sharedNumberRequest(app: TestApp, serviceNumber: string, phone: string): string {
  const normalised = normalizePhone(phone);
  if (!normalised.ok) throw new Error(`not a phone: ${phone}`);
  const holder = normalised.phone;
  const db = new Database(path.join(app.dir, SQLITE_FILE_NAME));
  try {
    const first = db.prepare<[string], { id: string }>('SELECT id FROM requests WHERE service_number = ? ORDER BY created_at LIMIT 1').get(serviceNumber);
    if (!first) throw new Error(`no request holds ${serviceNumber}`);
    const id = requestId(serviceNumber, holder);
    db.prepare(`INSERT INTO requests (id, service_number, entry_id, title, created_at, updated_at, user_id, phone, vehicle_number, status, history, language, updates, case_answers)
      SELECT ?, service_number, entry_id, title, created_at, updated_at, NULL, ?, vehicle_number, 'waiting', '[{"status":"waiting","at":' || created_at || ',"note":null,"reason":null,"by":null}]', language, updates, case_answers FROM requests WHERE id = ?`)
      .run(id, holder, first.id);
    return id;
  } finally {
    db.close();
  }
}
