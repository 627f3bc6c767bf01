// The live-listing store contract on SQLite and on Firestore (the in-process emulator).
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { listingContract } from './helpers/listing-contract';
import { tempDir } from './helpers/test-app';

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

listingContract('sqlite', async () => {
  const dir = tempDir('rto-listing-');
  dirs.push(dir);
  return openSqliteStore(dir);
});

listingContract(
  'firestore (in-process emulator)',
  async () => {
    const store = createFirestoreStore(emulator.db, `l${++n}_`);
    // close() would terminate the shared client; the app is deleted once at the end.
    return { ...store, close: async () => undefined };
  },
  // The emulator never aborts conflicting transactions, so one read-modify-write overwrites the
  // other instead of retrying. Real Firestore retries them.
  { 'parallel patches of different fields both land': 'the emulator never aborts conflicting transactions' },
);
