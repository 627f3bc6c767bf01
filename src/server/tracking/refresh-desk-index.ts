// At start, once the catalogue is loaded: when the rules a request's due day and office are worked
// out by (each entry's fields, expected times and offices, the holidays, the desk's target) differ
// from those the store's requests were last indexed by, every request's index is worked out again
// (desk-index.ts), so the desk's due order follows a catalogue change as the shown due days do. The
// rules' fingerprint is kept in the store's meta; an unchanged catalogue costs one read.
import { createHash } from 'node:crypto';
import type { Store } from '../store/types';
import { deskIndex } from './desk-index';
import type { TrackingConfig } from './tracking-config';

type IndexTracking = Pick<TrackingConfig, 'entries' | 'holidays' | 'deskTime'>;

function rulesFingerprint(tracking: IndexTracking): string {
  const entries = [...(tracking.entries?.values() ?? [])].map((e) => [e.id, e.caseSource]).sort(([a], [b]) => String(a).localeCompare(String(b)));
  const rules = JSON.stringify([entries, [...tracking.holidays].sort(), tracking.deskTime]);
  return createHash('sha256').update(rules).digest('hex').slice(0, 32);
}

/** How many requests got a new index; null when the store was indexed by these rules already. */
export async function refreshDeskIndex(store: Store, tracking: IndexTracking, now: number): Promise<number | null> {
  const mark = `deskIndex:${rulesFingerprint(tracking)}`;
  if ((await store.meta.get(mark)) !== null) return null;
  const changed = await store.requests.refreshIndex((r) => deskIndex(r, tracking, now));
  await store.meta.setOnce(mark, new Date(now).toISOString());
  return changed;
}
