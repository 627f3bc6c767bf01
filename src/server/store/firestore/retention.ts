// The purge's retention of WhatsApp messages on Firestore (docs/server.md, Limits: "WhatsApp messages"), as on
// SQLite: a message older than the cutoff goes when it is unmatched, or every request of its service
// number is done (completed or closed) and unchanged since before the cutoff. One range filter on
// `at` (a single-field index) finds the old messages; each service number's requests are one
// equality query, asked once per purge.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FINAL_STATUSES, type RequestStatus } from '../../../core/request-status';
import type { Collections } from './collections';

const PAGE = 400;

export async function purgeWhatsApp(db: Firestore, c: Collections, before: number): Promise<number> {
  const done = new Map<string, boolean>();
  const isDone = async (serviceNumber: string): Promise<boolean> => {
    let answer = done.get(serviceNumber);
    if (answer === undefined) {
      const requests = await c.requests.where('serviceNumber', '==', serviceNumber).get();
      answer = requests.docs.every((d) => FINAL_STATUSES.includes(d.get('status') as RequestStatus) && (d.get('updatedAt') as number) < before);
      done.set(serviceNumber, answer);
    }
    return answer;
  };
  let total = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = c.whatsapp.where('at', '<', before).orderBy('at').limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    const gone: QueryDocumentSnapshot[] = [];
    for (const doc of snap.docs) {
      const serviceNumber = doc.get('serviceNumber') as string | null;
      if (serviceNumber === null || (await isDone(serviceNumber))) gone.push(doc);
    }
    if (gone.length > 0) {
      const batch = db.batch();
      for (const doc of gone) batch.delete(doc.ref);
      await batch.commit();
      total += gone.length;
    }
    if (snap.size < PAGE) return total;
    last = snap.docs.at(-1);
  }
}
