// One-time codes, rate-limit counters and the purge of dead records on Firestore.
import type { Firestore } from 'firebase-admin/firestore';
import type { Counter, OtpRecord, Store } from '../types';
import { deleteAll, type Collections } from './collections';

// Counter keys hold ':' and '+', which are fine in ids; '/' would not be, so encode it.
const counterId = (key: string) => encodeURIComponent(key);

const liveCounter = (data: Counter | undefined, windowMs: number, now: number): Counter | null =>
  data && now - data.firstAt < windowMs ? { count: data.count, firstAt: data.firstAt, lastAt: data.lastAt } : null;

export function firestoreSecurity(db: Firestore, c: Collections): Pick<Store, 'otps' | 'counters' | 'purge'> {
  return {
    otps: {
      async put(record) {
        await c.otps.doc(record.phone).set(record);
      },
      async get(phone) {
        const snap = await c.otps.doc(phone).get();
        return snap.exists ? (snap.data() as OtpRecord) : null;
      },
      async addWrongTry(phone) {
        const ref = c.otps.doc(phone);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return 0;
          const tries = (snap.data() as OtpRecord).wrongTries + 1;
          tx.update(ref, { wrongTries: tries });
          return tries;
        });
      },
      async markVerified(phone, codeHash, now) {
        const ref = c.otps.doc(phone);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || (snap.data() as OtpRecord).codeHash !== codeHash) return false;
          tx.update(ref, { codeHash: null, verifiedAt: now });
          return true;
        });
      },
      async delete(phone) {
        await c.otps.doc(phone).delete();
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
      // One range filter per query: single-field indexes suffice, no composite index needed.
      const counts = await Promise.all([
        deleteAll(db, c.sessions.where('expiresAt', '<', cutoffs.sessionExpiredBefore)),
        deleteAll(db, c.sessions.where('lastSeenAt', '<', cutoffs.sessionSeenBefore)),
        deleteAll(db, c.otps.where('expiresAt', '<', cutoffs.otpExpiredBefore)),
        deleteAll(db, c.counters.where('lastAt', '<', cutoffs.counterHitBefore)),
      ]);
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
