// The two stores a store contract runs on, for one test file: SQLite in a fresh folder, and
// Firestore on the in-process emulator under a fresh collection prefix. Registers the emulator's
// start and stop, and the folders' removal, around the file's tests.
import fs from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { createFirestoreStore } from '../../../src/server/store/firestore/firestore-store';
import { openSqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import type { Store } from '../../../src/server/store/types';
import { startEmulator, type Emulator } from './firestore-emulator';
import { tempDir } from './test-app';

export const SQLITE = 'sqlite';
export const FIRESTORE = 'firestore (in-process emulator)';

/** A fresh store of one kind with where it lives, for a test that reads what the port does not read back. */
export interface PlacedStores {
  sqliteIn: () => { store: Store; dir: string };
  firestoreAt: () => { store: Store; db: Firestore; prefix: string };
}

/** Openers of a fresh store of each kind; `name` tells the folders and prefixes of this file apart. */
export function bothStores(name: string): { sqlite: () => Store; firestore: () => Store } & PlacedStores {
  const dirs: string[] = [];
  let emulator: Emulator;
  let n = 0;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const sqliteIn = () => {
    const dir = tempDir(`rto-${name}-`);
    dirs.push(dir);
    return { store: openSqliteStore(dir), dir };
  };
  const firestoreAt = () => {
    const prefix = `${name}${++n}_`;
    // close() would terminate the shared client; the emulator's app goes once at the end.
    return { store: { ...createFirestoreStore(emulator.db, prefix), close: async () => undefined }, db: emulator.db, prefix };
  };
  return { sqlite: () => sqliteIn().store, firestore: () => firestoreAt().store, sqliteIn, firestoreAt };
}
