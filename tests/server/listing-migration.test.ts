// A store made by the previous version (schema before the live listing, with the catalogue cards it
// copied into service records) opens with the new tables and folds the copies into the listing.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { foldCopiedServices } from '../../src/server/listing/fold-services';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { MIGRATIONS } from '../../src/server/store/sqlite/migrations';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import { tempDir } from './helpers/test-app';

let dir = '';
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('upgrading a store of the previous version', () => {
  it('adds the listing tables, keeps the data, and turns the copied cards into entry changes', async () => {
    dir = tempDir('rto-upgrade-');
    const before = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE listing_entries'));
    const old = new Database(path.join(dir, SQLITE_FILE_NAME));
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare(`INSERT INTO services (id, category, title, description, icon, link, active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // An admin had hidden the eKYC card and rewritten its text.
    insert.run('copy-1', 'vehicle', 'Vehicle eKYC', 'eKYC of your RC, with our help.', 'FileCheck', '/services/vehicle-ekyc', 0, 1, 1);
    insert.run('own-1', 'vehicle', 'Parivahan', 'Official portal.', 'Globe', 'https://parivahan.gov.in', 1, 2, 2);
    old.prepare(`INSERT INTO meta (key, value) VALUES ('services-seeded', '2026-01-01T00:00:00.000Z')`).run();
    old.close();

    const store = openSqliteStore(dir);
    try {
      const { seed } = await loadCatalogSeed();
      expect(await foldCopiedServices(store, seed!.listing, 5)).toBe(1);
      expect(await store.listing.entries()).toEqual([
        { entryId: 'vehicle-ekyc', paused: true, title: null, description: 'eKYC of your RC, with our help.', icon: null, updatedAt: 5 },
      ]);
      expect((await store.services.listAll()).map((s) => s.id)).toEqual(['own-1']);
      expect(await store.meta.get('services-seeded')).not.toBeNull();
    } finally {
      await store.close();
    }
  });
});
