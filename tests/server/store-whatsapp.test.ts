// The WhatsApp-messages store contract on SQLite and on Firestore (the in-process emulator).
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { tempDir } from './helpers/test-app';
import { whatsappContract } from './helpers/whatsapp-contract';

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

whatsappContract('sqlite', async () => {
  const dir = tempDir('rto-whatsapp-');
  dirs.push(dir);
  return openSqliteStore(dir);
});

whatsappContract('firestore (in-process emulator)', async () => {
  const store = createFirestoreStore(emulator.db, `w${++n}_`);
  // close() would terminate the shared client; the app is deleted once at the end.
  return { ...store, close: async () => undefined };
});
