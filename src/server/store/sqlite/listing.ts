// The live listing's run-time changes on SQLite.
import type Database from 'better-sqlite3';
import { isDefault, noOverride, patched, type EntryOverride, type ListingStore } from '../listing-types';

interface EntryRow {
  entry_id: string;
  paused: number;
  title: string | null;
  description: string | null;
  icon: string | null;
  updated_at: number;
}

const toOverride = (r: EntryRow): EntryOverride => ({
  entryId: r.entry_id,
  paused: r.paused === 1,
  title: r.title,
  description: r.description,
  icon: r.icon,
  updatedAt: r.updated_at,
});

export function sqliteListing(db: Database.Database): ListingStore {
  const q = {
    entries: db.prepare<[], EntryRow>('SELECT * FROM listing_entries ORDER BY entry_id'),
    entry: db.prepare<[string], EntryRow>('SELECT * FROM listing_entries WHERE entry_id = ?'),
    put: db.prepare(`INSERT INTO listing_entries (entry_id, paused, title, description, icon, updated_at)
      VALUES (@entryId, @paused, @title, @description, @icon, @updatedAt)
      ON CONFLICT (entry_id) DO UPDATE SET paused = excluded.paused, title = excluded.title,
        description = excluded.description, icon = excluded.icon, updated_at = excluded.updated_at`),
    remove: db.prepare('DELETE FROM listing_entries WHERE entry_id = ?'),
    orders: db.prepare<[], { category: string; keys: string; updated_at: number }>('SELECT * FROM listing_order ORDER BY category'),
    setOrder: db.prepare(`INSERT INTO listing_order (category, keys, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (category) DO UPDATE SET keys = excluded.keys, updated_at = excluded.updated_at`),
  };

  const patchEntry = db.transaction((entryId: string, patch: Parameters<ListingStore['listing']['patchEntry']>[1], now: number): EntryOverride => {
    const row = q.entry.get(entryId);
    const next = patched(row ? toOverride(row) : noOverride(entryId, now), patch, now);
    if (isDefault(next)) q.remove.run(entryId);
    else q.put.run({ ...next, paused: next.paused ? 1 : 0 });
    return next;
  });

  return {
    listing: {
      async entries() {
        return q.entries.all().map(toOverride);
      },
      async patchEntry(entryId, patch, now) {
        return patchEntry.immediate(entryId, patch, now);
      },
      async orders() {
        return q.orders.all().map((r) => ({ category: r.category, keys: JSON.parse(r.keys) as string[], updatedAt: r.updated_at }));
      },
      async setOrder(category, keys, now) {
        q.setOrder.run(category, JSON.stringify(keys), now);
      },
    },
  };
}
