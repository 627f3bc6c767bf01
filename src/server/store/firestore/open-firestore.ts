// Connects firebase-admin: to FIRESTORE_EMULATOR_HOST when set, else to the project's Firestore
// with the ambient credentials (Cloud Functions, or GOOGLE_APPLICATION_CREDENTIALS locally).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Store } from '../types';
import { createFirestoreStore } from './firestore-store';

export function openFirestoreStore(env: NodeJS.ProcessEnv = process.env): Store {
  // An emulator needs some project id; "demo-" ids are the ones Google's emulator treats as offline.
  const projectId = env.GCLOUD_PROJECT || env.FIREBASE_PROJECT_ID || (env.FIRESTORE_EMULATOR_HOST ? 'demo-ap-rto-portal' : undefined);
  const app = getApps()[0] ?? initializeApp(projectId ? { projectId } : undefined);
  const db = getFirestore(app);
  try {
    db.settings({ ignoreUndefinedProperties: true });
  } catch {
    // Already configured by an earlier call in this process; settings may only be set once.
  }
  return createFirestoreStore(db, env.FIRESTORE_COLLECTION_PREFIX ?? '');
}
