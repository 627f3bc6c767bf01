// Drop-off counters on SQLite: one row per day, service and field, added to in place.
import type Database from 'better-sqlite3';
import type { FieldCounts, FormStatsStore } from '../form-stats-types';

export function sqliteFormStats(db: Database.Database): FormStatsStore {
  const q = {
    add: db.prepare(`INSERT INTO form_stats (entry_id, day, field, reached, invalid, sent) VALUES (@entryId, @day, @field, @reached, @invalid, @sent)
      ON CONFLICT (entry_id, day, field) DO UPDATE SET reached = reached + excluded.reached, invalid = invalid + excluded.invalid, sent = sent + excluded.sent`),
    sum: db.prepare<[string, string, string], FieldCounts>(`SELECT field, SUM(reached) AS reached, SUM(invalid) AS invalid, SUM(sent) AS sent
      FROM form_stats WHERE entry_id = ? AND day >= ? AND day <= ? GROUP BY field ORDER BY field`),
  };
  const add = db.transaction((day: string, entryId: string, counts: readonly FieldCounts[]) => {
    for (const c of counts) q.add.run({ entryId, day, ...c });
  });
  return {
    formStats: {
      async add(day, entryId, counts) {
        add.immediate(day, entryId, counts);
      },
      async sum(entryId, fromDay, toDay) {
        return q.sum.all(entryId, fromDay, toDay);
      },
    },
  };
}
