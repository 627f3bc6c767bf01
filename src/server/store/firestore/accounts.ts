// Users, admins and sessions on Firestore.
import type { Firestore } from 'firebase-admin/firestore';
import { DuplicateError, type Admin, type Session, type Store, type User } from '../types';
import { isAlreadyExists, type Collections } from './collections';

export function firestoreAccounts(db: Firestore, c: Collections): Pick<Store, 'users' | 'admins' | 'sessions'> {
  async function userById(id: string): Promise<User | null> {
    const snap = await c.users.where('id', '==', id).limit(1).get();
    return snap.empty ? null : (snap.docs[0]!.data() as User);
  }

  return {
    users: {
      async create(user) {
        try {
          await c.users.doc(user.phone).create(user);
        } catch (err) {
          if (isAlreadyExists(err)) throw new DuplicateError('phone taken');
          throw err;
        }
      },
      async byPhone(phone) {
        const snap = await c.users.doc(phone).get();
        return snap.exists ? (snap.data() as User) : null;
      },
      byId: userById,
      async setPasswordHash(id, passwordHash, now) {
        const user = await userById(id);
        if (user) await c.users.doc(user.phone).update({ passwordHash, updatedAt: now });
      },
      async count() {
        return (await c.users.count().get()).data().count;
      },
    },
    admins: {
      async upsert(admin) {
        const ref = c.admins.doc(admin.username);
        return db.runTransaction(async (tx) => {
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
        const snap = await c.admins.doc(username).get();
        return snap.exists ? (snap.data() as Admin) : null;
      },
      async byId(id) {
        const snap = await c.admins.where('id', '==', id).limit(1).get();
        return snap.empty ? null : (snap.docs[0]!.data() as Admin);
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
