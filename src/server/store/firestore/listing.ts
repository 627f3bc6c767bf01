// The live listing's run-time changes on Firestore: one document per changed entry (id = entry id)
// and one per ordered category (id = category).
import type { Firestore } from 'firebase-admin/firestore';
import { isDefault, noOverride, patched, type CategoryOrder, type EntryOverride, type ListingStore } from '../listing-types';

export function firestoreListing(db: Firestore, prefix: string): ListingStore {
  const entries = db.collection(`${prefix}listingEntries`);
  const orders = db.collection(`${prefix}listingOrder`);
  return {
    listing: {
      async entries() {
        const snap = await entries.get();
        return snap.docs.map((d) => d.data() as EntryOverride).sort((a, b) => a.entryId.localeCompare(b.entryId));
      },
      async patchEntry(entryId, patch, now) {
        const ref = entries.doc(entryId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const next = patched(snap.exists ? (snap.data() as EntryOverride) : noOverride(entryId, now), patch, now);
          if (isDefault(next)) {
            if (snap.exists) tx.delete(ref);
          } else tx.set(ref, next);
          return next;
        });
      },
      async orders() {
        const snap = await orders.get();
        return snap.docs.map((d) => d.data() as CategoryOrder).sort((a, b) => a.category.localeCompare(b.category));
      },
      async setOrder(category, keys, now) {
        await orders.doc(category).set({ category, keys, updatedAt: now });
      },
    },
  };
}
