// Drop-off counters on Firestore: one document per service and day (id `<entryId>:<day>`) holding
// every field's counts, added to in a transaction. A period is read as its days' documents (at most
// 30 plain gets), so no index is needed.
import type { Firestore } from 'firebase-admin/firestore';
import { addCounts, type FieldCounts, type FormStatsStore } from '../form-stats-types';

interface DayDoc {
  entryId: string;
  day: string;
  counts: Record<string, Omit<FieldCounts, 'field'>>;
}

const DAY_MS = 24 * 3600_000;

/** Every YYYY-MM-DD from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export function firestoreFormStats(db: Firestore, prefix: string): FormStatsStore {
  const days = db.collection(`${prefix}formStats`);
  return {
    formStats: {
      async add(day, entryId, counts) {
        const ref = days.doc(`${entryId}:${day}`);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const totals = new Map<string, FieldCounts>();
          for (const [field, c] of Object.entries((snap.data() as DayDoc | undefined)?.counts ?? {})) addCounts(totals, { field, ...c });
          for (const c of counts) addCounts(totals, c);
          const next: DayDoc = { entryId, day, counts: Object.fromEntries([...totals.values()].map(({ field, ...c }) => [field, c])) };
          tx.set(ref, next);
        });
      },
      async sum(entryId, fromDay, toDay) {
        const snaps = await Promise.all(daysBetween(fromDay, toDay).map((day) => days.doc(`${entryId}:${day}`).get()));
        const totals = new Map<string, FieldCounts>();
        for (const snap of snaps) for (const [field, c] of Object.entries((snap.data() as DayDoc | undefined)?.counts ?? {})) addCounts(totals, { field, ...c });
        return [...totals.values()].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
      },
    },
  };
}
