// The list of data kinds covers everything the store keeps: a column, a Firestore collection or a
// field of a WhatsApp message added without a kind fails here, so the notice and the policy, which
// are read from that list, cannot fall behind what the server stores.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_KINDS, dataKindTexts, SHOWN_DATA_KINDS, type DataKind } from '../../src/core/data-kinds';
import { enDataKinds } from '../../src/shared/i18n/en-data-kinds';
import { teDataKinds } from '../../src/shared/i18n/te-data-kinds';
import { defaultConfig } from '../../src/server/config';
import { collections } from '../../src/server/store/firestore/collections';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import type { WhatsAppMessage } from '../../src/server/store/whatsapp-types';
import { readNotification } from '../../src/server/whatsapp/webhook-payload';
import { notification } from './helpers/whatsapp-webhook';
import { tempDir } from './helpers/test-app';

const dir = tempDir('rto-kinds-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every table of a freshly migrated store, with its columns. */
function storedColumns(): Record<string, string[]> {
  openSqliteStore(dir);
  const db = new Database(path.join(dir, 'portal.sqlite'), { readonly: true });
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  const columns = Object.fromEntries(tables.map(({ name }) => [name, db.prepare<[], { name: string }>(`PRAGMA table_info(${name})`).all().map((c) => c.name)]));
  db.close();
  return columns;
}

const kindOfTable = (table: string): DataKind | undefined => DATA_KINDS.find((kind) => table in kind.tables);
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('the data kinds', () => {
  it('name every column of every table of the SQLite store, and no column it lacks', () => {
    const stored = storedColumns();
    const declared = Object.fromEntries(DATA_KINDS.flatMap((kind) => Object.entries(kind.tables).map(([table, cols]) => [table, [...cols].sort()])));
    const actual = Object.fromEntries(Object.entries(stored).map(([table, cols]) => [table, [...cols].sort()]));
    expect(declared).toEqual(actual);
  });

  it('name every Firestore collection the store opens', () => {
    // The collections are opened in several parts of the Firestore store (collections.ts, tracking.ts,
    // listing.ts …), each as `col('<name>')` or `collection(`${prefix}<name>`)`: read them all.
    const dir = path.resolve(import.meta.dirname, '../../src/server/store/firestore');
    const opened = new Set(
      fs.readdirSync(dir).flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\bcol\('(\w+)'\)|\.collection\(`\$\{prefix\}(\w+)`\)/g)].map((m) => m[1] ?? m[2]!)),
    );
    const fake = { collection: (name: string) => name } as unknown as Firestore;
    for (const name of Object.values(collections(fake, '')) as unknown as string[]) opened.add(name);
    expect(opened.size).toBeGreaterThan(10);
    const declared: readonly string[] = DATA_KINDS.flatMap((kind) => kind.collections);
    expect([...opened].filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('keep every field of a WhatsApp message the webhook takes in a column of the whatsapp kind', () => {
    const body = notification({
      messages: [{ from: '919876543210', id: 'wamid.kinds', timestamp: String(Math.floor(Date.now() / 1000)), type: 'image', image: { id: '1234567890', mime_type: 'image/jpeg', caption: 'RC front' } }],
    });
    const [incoming] = readNotification(JSON.parse(body), { now: Date.now(), retentionMs: 90 * 86_400_000 }).messages;
    expect(incoming).toBeDefined();
    // What take-in adds to it before the store keeps it (src/server/whatsapp/take-in.ts).
    const kept: WhatsAppMessage = { ...incoming!, direction: 'in', serviceNumber: null, requestId: null, status: null, linkedBy: null };
    const kind = kindOfTable('whatsapp_messages');
    expect(kind?.key).toBe('whatsapp');
    const missing = Object.keys(kept).map(snake).filter((column) => !kind!.tables.whatsapp_messages!.includes(column));
    expect(missing).toEqual([]);
  });

  it('state the period the purge keeps them for, as the server is set by default', () => {
    const config = defaultConfig();
    const stated = DATA_KINDS.flatMap((kind) => kind.retention.map((setting) => ({ kind: kind.key, days: config[setting] / 86_400_000 })));
    expect(stated.map((s) => s.kind).sort()).toEqual(['account', 'backup', 'counts', 'feedback', 'grievance', 'log', 'log', 'request', 'whatsapp']);
    for (const { kind, days } of stated) {
      const kept = dataKindTexts(DATA_KINDS.find((k) => k.key === kind)!).kept;
      expect((enDataKinds as Record<string, string>)[kept], kind).toContain(`${days} days`);
      expect((teDataKinds as Record<string, string>)[kept], kind).toContain(`${days} రోజులు`);
    }
  });

  it('have every text a visitor reads in English and Telugu', () => {
    for (const kind of SHOWN_DATA_KINDS) {
      for (const key of Object.values(dataKindTexts(kind))) {
        expect((enDataKinds as Record<string, string>)[key], key).toMatch(/\S/);
        // Telugu, not an English copy left in the Telugu dictionary.
        expect((teDataKinds as Record<string, string>)[key], key).toMatch(/[\u0C00-\u0C7F]/);
      }
    }
  });
});
