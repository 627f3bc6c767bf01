// Production storage on Firestore. Kept to what both Firestore and the in-process test emulator
// support: plain gets and sets, create() preconditions, equality filters, one range filter,
// orderBy + limit and transactions (DESIGN.md lists the emulator's gaps).
import type { Firestore } from 'firebase-admin/firestore';
import type { Store } from '../types';
import { firestoreAccounts } from './accounts';
import { collections } from './collections';
import { firestoreContent } from './content';
import { firestoreSecurity } from './security';
import { firestoreTracking } from './tracking';

/** `prefix` namespaces the collection names (tests give each case its own). */
export function createFirestoreStore(db: Firestore, prefix = ''): Store {
  const c = collections(db, prefix);
  return {
    ...firestoreAccounts(db, c),
    ...firestoreSecurity(db, c),
    ...firestoreContent(db, c),
    ...firestoreTracking(db, prefix),
    async close() {
      await db.terminate();
    },
  };
}
