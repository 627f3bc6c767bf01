// Erasure on request on Firestore, one behaviour with sqlite/erasure.ts. The request's count and its
// deletion are one batch, so an erasure cut short and asked again never counts it twice; its thread
// and its audit events' details go first.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ErasureStore } from '../erasure-types';
import { CAME_BY_WHATSAPP, requestMonth } from '../request-counts';
import type { ServiceRequest } from '../tracking-types';
import { deleteAll, type Collections } from './collections';

/** Its thread as the desk sees it: the messages naming it, and those of its number and phone kept before threads named their request. */
async function threadOf(c: Collections, request: ServiceRequest): Promise<QueryDocumentSnapshot[]> {
  const byNumber = await c.whatsapp.where('serviceNumber', '==', request.serviceNumber).get();
  return byNumber.docs.filter((m) => {
    const requestId = (m.get('requestId') as string | null | undefined) ?? null;
    return requestId === request.id || (requestId === null && m.get('phone') === request.phone);
  });
}

/** Empties target and detail of the audit events naming `target` (the single-field index on target). */
async function forget(db: Firestore, c: Collections, target: string): Promise<void> {
  const snap = await c.audit.where('target', '==', target).get();
  for (let i = 0; i < snap.docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of snap.docs.slice(i, i + 400)) batch.update(doc.ref, { target: null, detail: null });
    await batch.commit();
  }
}

export function firestoreErasure(db: Firestore, c: Collections): ErasureStore {
  return {
    erasure: {
      async eraseRequest(request) {
        const ref = c.requests.doc(request.id);
        if (!(await ref.get()).exists) return false;
        const thread = await threadOf(c, request);
        for (const target of [request.id, ...thread.map((m) => m.get('id') as string)]) await forget(db, c, target);
        for (let i = 0; i < thread.length; i += 400) {
          const batch = db.batch();
          for (const doc of thread.slice(i, i + 400)) batch.delete(doc.ref);
          await batch.commit();
        }
        const month = requestMonth(request.createdAt);
        return db.runTransaction(async (tx) => {
          const now = await tx.get(ref);
          if (!now.exists) return false;
          const status = now.get('status') as string;
          tx.set(
            c.requestCounts.doc(`${request.entryId}_${month}_${CAME_BY_WHATSAPP}_${status}`),
            { entryId: request.entryId, month, cameBy: CAME_BY_WHATSAPP, status, count: FieldValue.increment(1) },
            { merge: true },
          );
          tx.delete(ref);
          return true;
        });
      },
      async eraseAccount(user) {
        await deleteAll(db, c.vehicles.where('userId', '==', user.id));
        await deleteAll(db, c.sessions.where('subjectId', '==', user.id).where('kind', '==', 'user'));
        await deleteAll(db, c.otps.where('phone', '==', user.phone));
        await c.userSettings.doc(user.id).delete();
        await c.users.doc(user.phone).delete();
      },
    },
  };
}
