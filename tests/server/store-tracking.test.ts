// The request-tracking store contract on SQLite and on Firestore (the in-process emulator). Lists
// page by a range filter on a sort key rather than Firestore query cursors (which that emulator
// ignores), so the paging cases run, and prove the same thing, on both.
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { tempDir } from './helpers/test-app';
import { trackingContract } from './helpers/tracking-contract';

const dirs: string[] = [];
let emulator: Emulator;
let n = 0;

beforeAll(async () => {
  emulator = await startEmulator();
});

afterAll(async () => {
  await emulator.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

trackingContract('sqlite', async () => {
  const dir = tempDir('rto-tracking-');
  dirs.push(dir);
  return openSqliteStore(dir);
});

trackingContract('firestore (in-process emulator)', async () => {
  const store = createFirestoreStore(emulator.db, `t${++n}_`);
  // close() would terminate the shared client; the app is deleted once at the end.
  return { ...store, close: async () => undefined };
});
