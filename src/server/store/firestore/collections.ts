// The Firestore collections of the store, and helpers shared by its parts.
import type { Firestore, Query } from 'firebase-admin/firestore';

/** gRPC status ALREADY_EXISTS, what create() fails with when the document exists. */
export const ALREADY_EXISTS = 6;

export const isAlreadyExists = (err: unknown): boolean => (err as { code?: number }).code === ALREADY_EXISTS;

/**
 * Document ids: users by phone (so create() makes phones unique), admins by username, sessions by
 * token hash, otps by the hash of their challenge, counters by key, services, feedback and audit events by random id,
 * grievances by their reference. `prefix`
 * namespaces the collection names (tests give each case its own; production uses none).
 */
export function collections(db: Firestore, prefix: string) {
  const col = (name: string) => db.collection(`${prefix}${name}`);
  return {
    users: col('users'),
    admins: col('admins'),
    sessions: col('sessions'),
    otps: col('otps'),
    counters: col('counters'),
    services: col('services'),
    feedback: col('feedback'),
    grievances: col('grievances'),
    meta: col('meta'),
    audit: col('auditEvents'),
    // Kept by their own parts (tracking.ts, whatsapp.ts, form-stats.ts); named here for the purge.
    requests: col('requests'),
    whatsapp: col('whatsappMessages'),
    formStats: col('formStats'),
    userSettings: col('userSettings'),
    vehicles: col('vehicles'),
    // What is left of requests past their retention (retention.ts), by service, month, how they came and status.
    requestCounts: col('requestCounts'),
  };
}

export type Collections = ReturnType<typeof collections>;

/** Deletes every document the query finds, a batch at a time. */
export async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let total = 0;
  for (;;) {
    const snap = await query.limit(400).get();
    if (snap.empty) return total;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    total += snap.size;
  }
}
