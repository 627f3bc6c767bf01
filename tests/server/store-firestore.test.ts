// The same contract on Firestore, through firebase-admin against the in-process
// @firestore-emulator/server (no Java, no network).
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { startEmulator, type Emulator } from './helpers/firestore-emulator';
import { storeContract } from './helpers/store-contract';

let emulator: Emulator;
let n = 0;

beforeAll(async () => {
  emulator = await startEmulator();
});

afterAll(async () => {
  await emulator.stop();
});

storeContract(
  'firestore (in-process emulator)',
  async () => {
    // Each case gets its own collections instead of clearing the emulator between cases.
    const store = createFirestoreStore(emulator.db, `c${++n}_`);
    // close() would terminate the shared client; the app is deleted once at the end.
    return { ...store, close: async () => undefined };
  },
  {
    gaps: {
      // The emulator never reports a transaction conflict, so concurrent read-modify-write
      // transactions overwrite each other instead of retrying. Real Firestore retries them.
      'counters: concurrent hits are all counted': 'the emulator never aborts conflicting transactions',
      'admins: two admins disabling each other at once leave one active': 'the emulator never aborts conflicting transactions',
    },
  },
);
