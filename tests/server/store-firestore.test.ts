// The same contract on Firestore, through firebase-admin against the in-process
// @firestore-emulator/server (no Java, no network).
import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { storeContract } from './helpers/store-contract';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let emulator: FirestoreServer;
let app: App;
let n = 0;

beforeAll(async () => {
  const port = await freePort();
  emulator = new FirestoreServer();
  await emulator.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: 'demo-rto-portal' }, `contract-${port}`);
});

afterAll(async () => {
  await deleteApp(app);
  emulator.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

storeContract(
  'firestore (in-process emulator)',
  async () => {
    const db = getFirestore(app);
    // Each case gets its own collections instead of clearing the emulator between cases.
    const store = createFirestoreStore(db, `c${++n}_`);
    // close() would terminate the shared client; the app is deleted once at the end.
    return { ...store, close: async () => undefined };
  },
  {
    gaps: {
      // The emulator never reports a transaction conflict, so concurrent read-modify-write
      // transactions overwrite each other instead of retrying. Real Firestore retries them.
      'counters: concurrent hits are all counted': 'the emulator never aborts conflicting transactions',
    },
  },
);
