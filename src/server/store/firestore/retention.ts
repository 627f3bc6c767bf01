// The purge's retention rules on Firestore, one behaviour with sqlite/retention.ts (docs/server.md,
// Limits): done requests reduced to counts with their threads, audit addresses cut to their network,
// feedback past its period unless the site shows it, WhatsApp messages past theirs; accounts are in
// account-retention.ts. Each query is one range filter, or equality filters and one range filter on
// an index firestore.indexes.json has (or Firestore's own single-field ones).
import { FieldValue, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FINAL_STATUSES, type RequestStatus } from '../../../core/request-status';
import { maskedAddress } from '../masked-address';
import { CAME_BY_WHATSAPP, requestMonth } from '../request-counts';
import type { ServiceRequest } from '../tracking-types';
import type { Collections } from './collections';

const PAGE = 400;

/** The `meta` document of the time before which audit events' addresses are masked already. */
export const MASKED_BEFORE_KEY = 'auditAddressesMaskedBefore';

/** Calls `each` on every document the query finds, a page at a time, in the order it sets. */
async function forEachPage(query: Query, each: (docs: QueryDocumentSnapshot[]) => Promise<void>): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    await each(snap.docs);
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1);
  }
}

/** Deletes the documents, a batch of at most PAGE at a time. */
async function deleteDocs(db: Firestore, docs: readonly QueryDocumentSnapshot[]): Promise<number> {
  for (let i = 0; i < docs.length; i += PAGE) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + PAGE)) batch.delete(doc.ref);
    await batch.commit();
  }
  return docs.length;
}

/**
 * Each done request last changed before the cutoff: its thread goes, then one batch counts it and
 * deletes it, so a purge cut short never counts a request twice. Index: requests (status, updatedAt).
 */
export async function purgeDoneRequests(db: Firestore, c: Collections, before: number): Promise<number> {
  let total = 0;
  for (const status of FINAL_STATUSES) {
    for (;;) {
      const snap = await c.requests.where('status', '==', status).where('updatedAt', '<', before).limit(PAGE).get();
      for (const doc of snap.docs) {
        const request = doc.data() as ServiceRequest;
        // Its thread: the messages naming it, and those of its number kept before threads named their request.
        const thread = (await c.whatsapp.where('serviceNumber', '==', request.serviceNumber).get()).docs.filter((m) => (m.get('requestId') ?? request.id) === request.id);
        total += await deleteDocs(db, thread);
        const month = requestMonth(request.createdAt);
        const batch = db.batch();
        batch.set(
          c.requestCounts.doc(`${request.entryId}_${month}_${CAME_BY_WHATSAPP}_${status}`),
          { entryId: request.entryId, month, cameBy: CAME_BY_WHATSAPP, status, count: FieldValue.increment(1) },
          { merge: true },
        );
        batch.delete(doc.ref);
        await batch.commit();
        total += 1;
      }
      if (snap.size < PAGE) break;
    }
  }
  return total;
}

/** Masks the addresses of the events since the last purge's cutoff (kept in `meta`), up to this one's. */
export async function maskAuditAddresses(db: Firestore, c: Collections, before: number): Promise<void> {
  const mark = c.meta.doc(MASKED_BEFORE_KEY);
  const from = Number(((await mark.get()).data() as { value?: string } | undefined)?.value ?? 0);
  if (before <= from) return;
  await forEachPage(c.audit.where('at', '>=', from).where('at', '<', before).orderBy('at'), async (docs) => {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      const ip = doc.get('ip') as string | null;
      if (ip === null || maskedAddress(ip) === ip) continue;
      batch.update(doc.ref, { ip: maskedAddress(ip) });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
  });
  await mark.set({ value: String(before) });
}

/** Feedback that came before the cutoff, but for the newest approved the site shows. Index: feedback (approved, createdAt desc). */
export async function purgeFeedback(db: Firestore, c: Collections, before: number, shown: number): Promise<number> {
  const kept = new Set((await c.feedback.where('approved', '==', true).orderBy('createdAt', 'desc').limit(shown).get()).docs.map((d) => d.id));
  let total = 0;
  await forEachPage(c.feedback.where('createdAt', '<', before).orderBy('createdAt'), async (docs) => {
    total += await deleteDocs(db, docs.filter((d) => !kept.has(d.id)));
  });
  return total;
}

/**
 * A WhatsApp message older than the cutoff goes when it is unmatched, or every request of its service
 * number is done (completed or closed) and unchanged since before the cutoff. One range filter on `at`
 * finds the old messages; each service number's requests are one equality query, asked once per purge.
 */
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
  await forEachPage(c.whatsapp.where('at', '<', before).orderBy('at'), async (docs) => {
    const gone: QueryDocumentSnapshot[] = [];
    for (const doc of docs) {
      const serviceNumber = doc.get('serviceNumber') as string | null;
      if (serviceNumber === null || (await isDone(serviceNumber))) gone.push(doc);
    }
    total += await deleteDocs(db, gone);
  });
  return total;
}
