// Production storage on Firestore. Kept to what both Firestore and the in-process test emulator
// support: plain gets and sets, create() preconditions, equality filters, orderBy + limit and
// transactions (DESIGN.md lists the emulator's gaps).
import type { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { DuplicateError, type Admin, type Counter, type Feedback, type OtpRecord, type Service, type Session, type Store, type User } from '../types';

/** gRPC status ALREADY_EXISTS, what create() fails with when the document exists. */
const ALREADY_EXISTS = 6;

/**
 * `prefix` namespaces the collections (tests give each case its own; production uses none).
 * Documents ids: users by phone (so create() makes phones unique), admins by username, sessions by
 * token hash, otps by phone, counters by key, services and feedback by random id.
 */
export function createFirestoreStore(db: Firestore, prefix = ''): Store {
  const col = (name: string) => db.collection(`${prefix}${name}`);
  const users = col('users');
  const admins = col('admins');
  const sessions = col('sessions');
  const otps = col('otps');
  const counters = col('counters');
  const services = col('services');
  const feedback = col('feedback');
  const meta = col('meta');

  // Counter keys hold ':' and '+', which are fine in ids; '/' would not be, so encode it.
  const counterId = (key: string) => encodeURIComponent(key);

  const liveCounter = (data: Counter | undefined, windowMs: number, now: number): Counter | null =>
    data && now - data.firstAt < windowMs ? { count: data.count, firstAt: data.firstAt, lastAt: data.lastAt } : null;

  /** Deletes every document the query finds, a batch at a time. */
  async function deleteAll(query: Query): Promise<number> {
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

  async function userById(id: string): Promise<User | null> {
    const snap = await users.where('id', '==', id).limit(1).get();
    return snap.empty ? null : (snap.docs[0]!.data() as User);
  }

  return {
    users: {
      async create(user) {
        try {
          await users.doc(user.phone).create(user);
        } catch (err) {
          if ((err as { code?: number }).code === ALREADY_EXISTS) throw new DuplicateError('phone taken');
          throw err;
        }
      },
      async byPhone(phone) {
        const snap = await users.doc(phone).get();
        return snap.exists ? (snap.data() as User) : null;
      },
      byId: userById,
      async setPasswordHash(id, passwordHash, now) {
        const user = await userById(id);
        if (user) await users.doc(user.phone).update({ passwordHash, updatedAt: now });
      },
      async count() {
        const snap = await users.count().get();
        return snap.data().count;
      },
    },
    admins: {
      async upsert(admin) {
        const ref = admins.doc(admin.username);
        return db.runTransaction(async (tx: Transaction) => {
          const snap = await tx.get(ref);
          const existing = snap.exists ? (snap.data() as Admin) : null;
          const next: Admin = existing
            ? { ...existing, passwordHash: admin.passwordHash, role: admin.role, updatedAt: admin.updatedAt }
            : admin;
          tx.set(ref, next);
          return next;
        });
      },
      async byUsername(username) {
        const snap = await admins.doc(username).get();
        return snap.exists ? (snap.data() as Admin) : null;
      },
      async byId(id) {
        const snap = await admins.where('id', '==', id).limit(1).get();
        return snap.empty ? null : (snap.docs[0]!.data() as Admin);
      },
    },
    sessions: {
      async create(session) {
        await sessions.doc(session.tokenHash).create(session);
      },
      async get(tokenHash) {
        const snap = await sessions.doc(tokenHash).get();
        return snap.exists ? (snap.data() as Session) : null;
      },
      async touch(tokenHash, lastSeenAt) {
        // set+merge rather than update: a session deleted meanwhile must not fail the request.
        const ref = sessions.doc(tokenHash);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (snap.exists) tx.update(ref, { lastSeenAt });
        });
      },
      async delete(tokenHash) {
        await sessions.doc(tokenHash).delete();
      },
      async deleteAllFor(kind, subjectId) {
        const snap = await sessions.where('subjectId', '==', subjectId).where('kind', '==', kind).get();
        if (snap.empty) return 0;
        const batch = db.batch();
        for (const doc of snap.docs) batch.delete(doc.ref);
        await batch.commit();
        return snap.size;
      },
    },
    otps: {
      async put(record) {
        await otps.doc(record.phone).set(record);
      },
      async get(phone) {
        const snap = await otps.doc(phone).get();
        return snap.exists ? (snap.data() as OtpRecord) : null;
      },
      async addWrongTry(phone) {
        const ref = otps.doc(phone);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return 0;
          const tries = (snap.data() as OtpRecord).wrongTries + 1;
          tx.update(ref, { wrongTries: tries });
          return tries;
        });
      },
      async markVerified(phone, codeHash, now) {
        const ref = otps.doc(phone);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || (snap.data() as OtpRecord).codeHash !== codeHash) return false;
          tx.update(ref, { codeHash: null, verifiedAt: now });
          return true;
        });
      },
      async delete(phone) {
        await otps.doc(phone).delete();
      },
    },
    counters: {
      async hit(key, windowMs, now) {
        const ref = counters.doc(counterId(key));
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
        const snap = await counters.doc(counterId(key)).get();
        return liveCounter(snap.data() as Counter | undefined, windowMs, now);
      },
      async clear(key) {
        await counters.doc(counterId(key)).delete();
      },
    },
    services: {
      async listAll() {
        const snap = await services.orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => d.data() as Service);
      },
      async listActive(category) {
        const snap = await services
          .where('category', '==', category)
          .where('active', '==', true)
          .orderBy('createdAt', 'asc')
          .get();
        return snap.docs.map((d) => d.data() as Service);
      },
      async get(id) {
        const snap = await services.doc(id).get();
        return snap.exists ? (snap.data() as Service) : null;
      },
      async create(service) {
        await services.doc(service.id).create(service);
      },
      async update(id, fields, now) {
        const ref = services.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return null;
          const next: Service = { ...(snap.data() as Service), ...fields, updatedAt: now };
          tx.set(ref, next);
          return next;
        });
      },
      async delete(id) {
        const ref = services.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return false;
          tx.delete(ref);
          return true;
        });
      },
    },
    feedback: {
      async create(entry) {
        await feedback.doc(entry.id).create(entry);
      },
      async listAll() {
        const snap = await feedback.orderBy('createdAt', 'desc').get();
        return snap.docs.map((d) => d.data() as Feedback);
      },
      async listApproved(limit) {
        const snap = await feedback.where('approved', '==', true).orderBy('createdAt', 'desc').limit(limit).get();
        return snap.docs.map((d) => d.data() as Feedback);
      },
      async setApproved(id, approved) {
        const ref = feedback.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return null;
          tx.update(ref, { approved });
          return { ...(snap.data() as Feedback), approved };
        });
      },
      async delete(id) {
        const ref = feedback.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return false;
          tx.delete(ref);
          return true;
        });
      },
    },
    async purge(cutoffs) {
      // One range filter per query: no composite index needed.
      const counts = await Promise.all([
        deleteAll(sessions.where('expiresAt', '<', cutoffs.sessionExpiredBefore)),
        deleteAll(sessions.where('lastSeenAt', '<', cutoffs.sessionSeenBefore)),
        deleteAll(otps.where('expiresAt', '<', cutoffs.otpExpiredBefore)),
        deleteAll(counters.where('lastAt', '<', cutoffs.counterHitBefore)),
      ]);
      return counts.reduce((a, b) => a + b, 0);
    },
    meta: {
      async get(key) {
        const snap = await meta.doc(key).get();
        return snap.exists ? ((snap.data() as { value: string }).value) : null;
      },
      async setOnce(key, value) {
        try {
          await meta.doc(key).create({ value });
          return true;
        } catch (err) {
          if ((err as { code?: number }).code === ALREADY_EXISTS) return false;
          throw err;
        }
      },
    },
    async close() {
      await db.terminate();
    },
  };
}
