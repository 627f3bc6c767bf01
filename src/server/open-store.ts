// Chooses the storage adapter: STORE=sqlite (default, under DATA_DIR) or STORE=firestore.
import type { Store } from './store/types';

export async function openStore(env: NodeJS.ProcessEnv, dataDir: string): Promise<Store> {
  const kind = env.STORE ?? 'sqlite';
  if (kind === 'sqlite') {
    const { openSqliteStore } = await import('./store/sqlite/sqlite-store');
    return openSqliteStore(dataDir);
  }
  if (kind === 'firestore') {
    const { openFirestoreStore } = await import('./store/firestore/open-firestore');
    return openFirestoreStore(env);
  }
  throw new Error(`Unknown STORE "${kind}" (use sqlite or firestore)`);
}
