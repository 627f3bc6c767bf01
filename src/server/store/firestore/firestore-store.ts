// Production storage on Firestore. Kept to what both Firestore and the in-process test emulator
// support: plain gets and sets, create() preconditions, equality filters, one range filter,
// orderBy + limit and transactions (docs/architecture.md lists the emulator's gaps).
import type { Firestore } from 'firebase-admin/firestore';
import type { Store } from '../types';
import { firestoreAccounts } from './accounts';
import { firestoreAudit } from './audit';
import { firestoreBreach } from './breach';
import { collections } from './collections';
import { firestoreContent } from './content';
import { firestoreErasure } from './erasure';
import { firestoreFormStats } from './form-stats';
import { firestoreGrievances } from './grievances';
import { firestoreListing } from './listing';
import { firestoreSecurity } from './security';
import { firestoreTracking } from './tracking';
import { firestoreWhatsApp } from './whatsapp';

const PING_TIMEOUT_MS = 5000;

/** `prefix` namespaces the collection names (tests give each case its own). */
export function createFirestoreStore(db: Firestore, prefix = ''): Store {
  const c = collections(db, prefix);
  return {
    ...firestoreAccounts(db, c),
    ...firestoreSecurity(db, c),
    ...firestoreContent(db, c),
    ...firestoreListing(db, prefix),
    ...firestoreTracking(db, prefix),
    ...firestoreAudit(db, c),
    ...firestoreBreach(db, c),
    ...firestoreFormStats(db, prefix),
    ...firestoreGrievances(db, c),
    ...firestoreWhatsApp(db, prefix),
    ...firestoreErasure(db, c),
    async ping() {
      // The client retries an unreachable backend for a long while; health must answer sooner.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Firestore did not answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([c.meta.doc('health').get(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await db.terminate();
    },
  };
}
