// The service listing, feedback and store metadata on Firestore.
import type { Firestore } from 'firebase-admin/firestore';
import type { Feedback, Service, Store } from '../types';
import { isAlreadyExists, type Collections } from './collections';

export function firestoreContent(db: Firestore, c: Collections): Pick<Store, 'services' | 'feedback' | 'meta'> {
  return {
    services: {
      async listAll() {
        const snap = await c.services.orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => d.data() as Service);
      },
      async listActive(category) {
        // Needs the composite index (category, active, createdAt) of firestore.indexes.json.
        const snap = await c.services.where('category', '==', category).where('active', '==', true).orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => d.data() as Service);
      },
      async get(id) {
        const snap = await c.services.doc(id).get();
        return snap.exists ? (snap.data() as Service) : null;
      },
      async create(service) {
        await c.services.doc(service.id).create(service);
      },
      async update(id, fields, now) {
        const ref = c.services.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return null;
          const next: Service = { ...(snap.data() as Service), ...fields, updatedAt: now };
          tx.set(ref, next);
          return next;
        });
      },
      async delete(id) {
        const ref = c.services.doc(id);
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
        await c.feedback.doc(entry.id).create(entry);
      },
      async listAll() {
        const snap = await c.feedback.orderBy('createdAt', 'desc').get();
        return snap.docs.map((d) => d.data() as Feedback);
      },
      async listApproved(limit) {
        // Needs the composite index (approved, createdAt desc) of firestore.indexes.json.
        const snap = await c.feedback.where('approved', '==', true).orderBy('createdAt', 'desc').limit(limit).get();
        return snap.docs.map((d) => d.data() as Feedback);
      },
      async setApproved(id, approved) {
        const ref = c.feedback.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return null;
          tx.update(ref, { approved });
          return { ...(snap.data() as Feedback), approved };
        });
      },
      async delete(id) {
        const ref = c.feedback.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) return false;
          tx.delete(ref);
          return true;
        });
      },
    },
    meta: {
      async get(key) {
        const snap = await c.meta.doc(key).get();
        return snap.exists ? (snap.data() as { value: string }).value : null;
      },
      async setOnce(key, value) {
        try {
          await c.meta.doc(key).create({ value });
          return true;
        } catch (err) {
          if (isAlreadyExists(err)) return false;
          throw err;
        }
      },
    },
  };
}
