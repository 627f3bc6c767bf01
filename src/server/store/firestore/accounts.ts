// Users, admins and sessions on Firestore.
import type { Firestore } from 'firebase-admin/firestore';
import type { ConsentRecord } from '../../../core/consents';
import { DuplicateError, LastActiveAdminError, type Admin, type Nominee, type Session, type Store, type User } from '../types';
import { isAlreadyExists, type Collections } from './collections';

/** A user's document: the account, its last sign-in and when its owner was warned of its deletion (retention.ts). */
export type UserDoc = User & { signedInAt: number; expiryWarnedAt?: number; consents?: ConsentRecord[]; nominee?: Nominee | null };

/** The account as the port defines it, without what the purge reads or its consents. */
const userOf = ({ signedInAt: _signedInAt, expiryWarnedAt: _expiryWarnedAt, consents: _consents, nominee: _nominee, ...user }: UserDoc): User => user;

/** Admins written before accounts could be disabled have no `active` field: they are active. */
const adminOf = (data: unknown): Admin => {
  const admin = data as Omit<Admin, 'active'> & { active?: boolean };
  return { ...admin, active: admin.active ?? true };
};

export function firestoreAccounts(db: Firestore, c: Collections): Pick<Store, 'users' | 'admins' | 'sessions'> {
  async function userById(id: string): Promise<User | null> {
    const snap = await c.users.where('id', '==', id).limit(1).get();
    return snap.empty ? null : userOf(snap.docs[0]!.data() as UserDoc);
  }

  return {
    users: {
      async create(user, consents) {
        try {
          const doc: UserDoc = { ...user, signedInAt: user.createdAt, consents: [...consents] };
          await c.users.doc(user.phone).create(doc);
        } catch (err) {
          if (isAlreadyExists(err)) throw new DuplicateError('phone taken');
          throw err;
        }
      },
      async byPhone(phone) {
        const snap = await c.users.doc(phone).get();
        return snap.exists ? userOf(snap.data() as UserDoc) : null;
      },
      byId: userById,
      async consents(id) {
        const snap = await c.users.where('id', '==', id).limit(1).get();
        return snap.empty ? [] : ((snap.docs[0]!.data() as UserDoc).consents ?? []);
      },
      async addConsent(id, consent, now) {
        const snap = await c.users.where('id', '==', id).limit(1).get();
        if (snap.empty) return;
        const doc = snap.docs[0]!;
        await doc.ref.update({ consents: [...((doc.data() as UserDoc).consents ?? []), consent], updatedAt: now });
      },
      async nominee(id) {
        const snap = await c.users.where('id', '==', id).limit(1).get();
        return snap.empty ? null : ((snap.docs[0]!.data() as UserDoc).nominee ?? null);
      },
      async setNominee(id, nominee, now) {
        const user = await userById(id);
        if (user) await c.users.doc(user.phone).update({ nominee: nominee ? { name: nominee.name, phone: nominee.phone } : null, updatedAt: now });
      },
      async setPasswordHash(id, passwordHash, now) {
        const user = await userById(id);
        if (user) await c.users.doc(user.phone).update({ passwordHash, updatedAt: now });
      },
      async count() {
        return (await c.users.count().get()).data().count;
      },
      async signedIn(id, at) {
        const user = await userById(id);
        if (!user) return;
        const ref = c.users.doc(user.phone);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          // Never back: two sign-ins at once leave the later one.
          if (snap.exists && ((snap.data() as UserDoc).signedInAt ?? 0) < at) tx.update(ref, { signedInAt: at });
        });
      },
      async dueWarning(signedInBefore) {
        // Index: the single-field one on signedInAt. Those warned since (a few, deleted within 48 hours) are read and passed over.
        const snap = await c.users.where('signedInAt', '<', signedInBefore).orderBy('signedInAt', 'asc').get();
        return snap.docs
          .map((d) => d.data() as UserDoc)
          .filter((doc) => doc.expiryWarnedAt === undefined || doc.expiryWarnedAt < doc.signedInAt)
          .map((doc) => ({ user: userOf(doc), signedInAt: doc.signedInAt }));
      },
      async markWarned(id, at) {
        const user = await userById(id);
        if (user) await c.users.doc(user.phone).update({ expiryWarnedAt: at });
      },
    },
    admins: {
      async upsert(admin) {
        const ref = c.admins.doc(admin.username);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const existing = snap.exists ? adminOf(snap.data()) : null;
          const next: Admin = existing
            ? { ...existing, passwordHash: admin.passwordHash, role: admin.role, active: true, updatedAt: admin.updatedAt }
            : { ...admin, active: true };
          tx.set(ref, next);
          return next;
        });
      },
      async create(admin) {
        try {
          await c.admins.doc(admin.username).create(admin);
        } catch (err) {
          if (isAlreadyExists(err)) throw new DuplicateError('username taken');
          throw err;
        }
      },
      async byUsername(username) {
        const snap = await c.admins.doc(username).get();
        return snap.exists ? adminOf(snap.data()) : null;
      },
      async byId(id) {
        const snap = await c.admins.where('id', '==', id).limit(1).get();
        return snap.empty ? null : adminOf(snap.docs[0]!.data());
      },
      async list() {
        const snap = await c.admins.orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => adminOf(d.data()));
      },
      async setActive(id, active, now) {
        // The whole (small) collection is read in the transaction, so a parallel disable of the
        // other last admin makes one of the two transactions retry and see the first.
        return db.runTransaction(async (tx) => {
          const all = (await tx.get(c.admins)).docs.map((d) => ({ ref: d.ref, admin: adminOf(d.data()) }));
          const target = all.find((a) => a.admin.id === id);
          if (!target) return null;
          const { admin } = target;
          const othersActive = all.some((a) => a.admin.id !== id && a.admin.role === 'admin' && a.admin.active);
          if (!active && admin.role === 'admin' && admin.active && !othersActive) throw new LastActiveAdminError('last active admin');
          const next: Admin = { ...admin, active, updatedAt: now };
          tx.set(target.ref, next);
          return next;
        });
      },
    },
    sessions: {
      async create(session) {
        await c.sessions.doc(session.tokenHash).create(session);
      },
      async get(tokenHash) {
        const snap = await c.sessions.doc(tokenHash).get();
        return snap.exists ? (snap.data() as Session) : null;
      },
      async touch(tokenHash, lastSeenAt) {
        // Only if it still exists: a session deleted meanwhile must stay deleted.
        const ref = c.sessions.doc(tokenHash);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (snap.exists) tx.update(ref, { lastSeenAt });
        });
      },
      async delete(tokenHash) {
        await c.sessions.doc(tokenHash).delete();
      },
      async deleteAllFor(kind, subjectId) {
        const snap = await c.sessions.where('subjectId', '==', subjectId).where('kind', '==', kind).get();
        if (snap.empty) return 0;
        const batch = db.batch();
        for (const doc of snap.docs) batch.delete(doc.ref);
        await batch.commit();
        return snap.size;
      },
    },
  };
}
