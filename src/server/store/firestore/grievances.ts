// Grievances on Firestore (grievance-types.ts): one document per grievance, its reference the id, so
// create() refuses a reference taken. The document also says whether it is `open`, which the queue
// filters on (the emulator does not filter on null) ordered by `receivedAt`, an index of
// firestore.indexes.json; a phone's grievances, one equality filter, are few and sorted here.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Grievance, GrievanceStore } from '../grievance-types';
import { deleteAll, type Collections } from './collections';

type GrievanceDoc = Grievance & { open: boolean };

const docOf = (grievance: Grievance): GrievanceDoc => ({ ...grievance, open: grievance.answeredAt === null });

/** The grievance as the port defines it, without what the queue reads. */
function grievanceOf(snap: DocumentSnapshot): Grievance {
  const { open: _open, ...grievance } = snap.data() as GrievanceDoc;
  return grievance;
}

const newestFirst = (a: Grievance, b: Grievance) => b.receivedAt - a.receivedAt || a.reference.localeCompare(b.reference);

export function firestoreGrievances(db: Firestore, c: Collections): GrievanceStore {
  return {
    grievances: {
      async create(grievance) {
        await c.grievances.doc(grievance.reference).create(docOf(grievance));
      },
      async get(reference) {
        const snap = await c.grievances.doc(reference).get();
        return snap.exists ? grievanceOf(snap) : null;
      },
      async listOpen() {
        const snap = await c.grievances.where('open', '==', true).orderBy('receivedAt', 'asc').get();
        return snap.docs.map(grievanceOf);
      },
      async answer(reference, { answer, by, at }) {
        const ref = c.grievances.doc(reference);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || grievanceOf(snap).answeredAt !== null) return null;
          const next: Grievance = { ...grievanceOf(snap), answer, answeredAt: at, answeredBy: by };
          tx.set(ref, docOf(next));
          return next;
        });
      },
      async byPhone(phone) {
        const snap = await c.grievances.where('phone', '==', phone).get();
        return snap.docs.map(grievanceOf).sort(newestFirst);
      },
      async deleteFor(phone) {
        return deleteAll(db, c.grievances.where('phone', '==', phone));
      },
    },
  };
}
