// Connects firebase-admin: to FIRESTORE_EMULATOR_HOST when set, else to the project's Firestore
// with the ambient credentials (Cloud Functions, or GOOGLE_APPLICATION_CREDENTIALS locally).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Store } from '../types';
import { createFirestoreStore } from './firestore-store';

export function openFirestoreStore(env: NodeJS.ProcessEnv = process.env): Store {
  const app = getApps()[0] ?? initializeApp(env.GCLOUD_PROJECT || env.FIREBASE_PROJECT_ID ? { projectId: env.GCLOUD_PROJECT || env.FIREBASE_PROJECT_ID } : undefined);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return createFirestoreStore(db, env.FIRESTORE_COLLECTION_PREFIX ?? '');
}
