// The purge's account rule on Firestore, as on SQLite (sqlite/retention.ts): an account last signed in
// to before the cutoff, whose owner was warned since that sign-in and at least 48 hours ago, goes with
// its settings and vehicles. Users kept before sign-ins were recorded get theirs once, from their
// latest trace of use (the SQLite migration's rule), so the single-field index on signedInAt finds them.
import type { Firestore } from 'firebase-admin/firestore';
import type { PurgeCutoffs } from '../types';
import type { UserDoc } from './accounts';
import type { Collections } from './collections';

/** The `meta` document that says every user has its signedInAt. */
export const SIGNED_IN_STAMPED_KEY = 'usersSignedInAtStamped';

async function stampSignIns(db: Firestore, c: Collections): Promise<void> {
  const mark = c.meta.doc(SIGNED_IN_STAMPED_KEY);
  if ((await mark.get()).exists) return;
  const users = await c.users.get();
  for (const doc of users.docs) {
    if (doc.get('signedInAt') !== undefined) continue;
    const user = doc.data() as UserDoc;
    const settings = await c.userSettings.doc(user.id).get();
    const sessions = await c.sessions.where('subjectId', '==', user.id).get();
    const signedInAt = Math.max(
      user.createdAt,
      user.updatedAt,
      (settings.get('updatedAt') as number | undefined) ?? 0,
      ...sessions.docs.filter((s) => s.get('kind') === 'user').map((s) => s.get('createdAt') as number),
    );
    // A sign-in recorded meanwhile stays.
    await db.runTransaction(async (tx) => {
      const now = await tx.get(doc.ref);
      if (now.exists && now.get('signedInAt') === undefined) tx.update(doc.ref, { signedInAt });
    });
  }
  await mark.set({ value: 'yes' });
}

export async function purgeAccounts(db: Firestore, c: Collections, cutoffs: PurgeCutoffs): Promise<number> {
  await stampSignIns(db, c);
  const snap = await c.users.where('signedInAt', '<', cutoffs.accountSignedInBefore).get();
  let total = 0;
  for (const doc of snap.docs) {
    const { id, signedInAt, expiryWarnedAt } = doc.data() as UserDoc;
    if (expiryWarnedAt === undefined || expiryWarnedAt < signedInAt || expiryWarnedAt >= cutoffs.accountWarnedBefore) continue;
    const vehicles = await c.vehicles.where('userId', '==', id).get();
    const settings = c.userSettings.doc(id);
    const batch = db.batch();
    for (const vehicle of vehicles.docs) batch.delete(vehicle.ref);
    if ((await settings.get()).exists) {
      batch.delete(settings);
      total += 1;
    }
    batch.delete(doc.ref);
    await batch.commit();
    total += vehicles.size + 1;
  }
  return total;
}
