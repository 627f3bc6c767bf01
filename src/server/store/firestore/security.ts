// One-time codes, rate-limit counters and the purge of dead records (and of records past their
// retention, retention.ts) on Firestore.
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Counter, OtpRecord, Store } from '../types';
import { deleteAll, isAlreadyExists, type Collections } from './collections';
import { purgeAccounts } from './account-retention';
import { maskAuditAddresses, purgeDoneRequests, purgeFeedback, purgeWhatsApp } from './retention';

// Counter keys hold ':' and '+', which are fine in ids; '/' would not be, so encode it.
const counterId = (key: string) => encodeURIComponent(key);

/** gRPC status NOT_FOUND, what update() fails with when the document is gone. */
const NOT_FOUND = 5;

/** The record as the port defines it, whatever else an older document holds. */
function otpOf(snap: DocumentSnapshot): OtpRecord | null {
  if (!snap.exists) return null;
  const d = snap.data() as OtpRecord;
  return {
    id: snap.id,
    phone: d.phone,
    purpose: d.purpose,
    codeHash: d.codeHash,
    sentAt: d.sentAt,
    expiresAt: d.expiresAt,
    tries: d.tries ?? 0,
    verifiedAt: d.verifiedAt,
    resetTokenHash: d.resetTokenHash ?? null,
  };
}

/** Adds one to a field server-side; false when the document does not exist. */
async function increment(ref: DocumentReference, field: string): Promise<boolean> {
  try {
    await ref.update({ [field]: FieldValue.increment(1) });
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === NOT_FOUND) return false;
    throw err;
  }
}

const liveCounter = (data: Counter | undefined, windowMs: number, now: number): Counter | null =>
  data && now - data.firstAt < windowMs ? { count: data.count, firstAt: data.firstAt, lastAt: data.lastAt } : null;

export function firestoreSecurity(db: Firestore, c: Collections): Pick<Store, 'otps' | 'counters' | 'purge'> {
  // One equality filter: the phone's few codes are read and matched here, with no composite index.
  async function findReset(phone: string, resetTokenHash: string, verifiedSince: number): Promise<OtpRecord | null> {
    const snaps = await c.otps.where('phone', '==', phone).get();
    const records = snaps.docs.map(otpOf).filter((r): r is OtpRecord => r !== null);
    return (
      records.find(
        (r) => r.purpose === 'password_reset' && r.codeHash === null && r.resetTokenHash === resetTokenHash && r.verifiedAt !== null && r.verifiedAt >= verifiedSince,
      ) ?? null
    );
  }

  return {
    otps: {
      async put(record) {
        await c.otps.doc(record.id).set(record);
      },
      async get(id) {
        return otpOf(await c.otps.doc(id).get());
      },
      // A server-side increment first, then a read: every caller's read sees at least its own
      // place in the order of increments, so only the first `maxTries` callers can see a count
      // within the limit, however many run at once (and without relying on transaction retries).
      async reserveTry(id, now, maxTries) {
        const ref = c.otps.doc(id);
        if (!(await increment(ref, 'tries'))) return null;
        const record = otpOf(await ref.get());
        // tries < 1: a resend replaced the record between the two steps; it owes us nothing.
        if (!record || record.codeHash === null || now >= record.expiresAt || record.tries < 1 || record.tries > maxTries) return null;
        return record;
      },
      async markVerified(id, codeHash, now, resetTokenHash) {
        const ref = c.otps.doc(id);
        return db.runTransaction(async (tx) => {
          const record = otpOf(await tx.get(ref));
          if (!record || record.codeHash !== codeHash) return false;
          tx.update(ref, { codeHash: null, verifiedAt: now, resetTokenHash });
          return true;
        });
      },
      async findResetToken(phone, resetTokenHash, verifiedSince) {
        return findReset(phone, resetTokenHash, verifiedSince);
      },
      // Whoever creates the token's "spent" marker first wins: create() fails for every later
      // caller, however many run at once. The marker sits beside the codes and is purged with
      // them once the token could no longer be used anyway.
      async spendResetToken(phone, resetTokenHash, verifiedSince) {
        const record = await findReset(phone, resetTokenHash, verifiedSince);
        if (!record) return false;
        try {
          await c.otps.doc(`spent:${resetTokenHash}`).create({ expiresAt: record.expiresAt });
        } catch (err) {
          if (isAlreadyExists(err)) return false;
          throw err;
        }
        await c.otps.doc(record.id).delete();
        return true;
      },
      async delete(id) {
        await c.otps.doc(id).delete();
      },
      async deleteAllFor(phone) {
        await deleteAll(db, c.otps.where('phone', '==', phone));
      },
    },
    counters: {
      async hit(key, windowMs, now) {
        const ref = c.counters.doc(counterId(key));
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const current = liveCounter(snap.data() as Counter | undefined, windowMs, now);
          const next: Counter = current
            ? { count: current.count + 1, firstAt: current.firstAt, lastAt: now }
            : { count: 1, firstAt: now, lastAt: now };
          tx.set(ref, next);
          return next;
        });
      },
      async get(key, windowMs, now) {
        const snap = await c.counters.doc(counterId(key)).get();
        return liveCounter(snap.data() as Counter | undefined, windowMs, now);
      },
      async clear(key) {
        await c.counters.doc(counterId(key)).delete();
      },
    },
    async purge(cutoffs) {
      // Done requests first: their threads go with them, before the messages' own rule reads their numbers.
      const requests = await purgeDoneRequests(db, c, cutoffs.requestDoneBefore);
      await maskAuditAddresses(db, c, cutoffs.auditAddressBefore);
      const counts = await Promise.all([
        deleteAll(db, c.sessions.where('expiresAt', '<', cutoffs.sessionExpiredBefore)),
        deleteAll(db, c.sessions.where('lastSeenAt', '<', cutoffs.sessionSeenBefore)),
        deleteAll(db, c.otps.where('expiresAt', '<', cutoffs.otpExpiredBefore)),
        deleteAll(db, c.counters.where('lastAt', '<', cutoffs.counterHitBefore)),
        deleteAll(db, c.audit.where('at', '<', cutoffs.auditBefore)),
        purgeAccounts(db, c, cutoffs),
        purgeFeedback(db, c, cutoffs.feedbackBefore, cutoffs.feedbackShown),
        purgeWhatsApp(db, c, cutoffs.whatsappBefore),
        deleteAll(db, c.formStats.where('day', '<', cutoffs.formStatsBeforeDay)),
        // A range filter matches numbers only: an open grievance (answeredAt null) stays.
        deleteAll(db, c.grievances.where('answeredAt', '<', cutoffs.grievanceAnsweredBefore)),
      ]);
      return counts.reduce((a, b) => a + b, requests);
    },
  };
}
