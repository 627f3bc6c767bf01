// The in-process Firestore emulator (@firestore-emulator/server) and a firebase-admin app on it.
import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface Emulator {
  server: FirestoreServer;
  db: Firestore;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startEmulator(): Promise<Emulator> {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app: App = initializeApp({ projectId: 'demo-rto-portal' }, `emulator-${port}`);
  const db = getFirestore(app);
  return {
    server,
    db,
    async stop() {
      await deleteApp(app);
      server.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
    },
  };
}
