// The audit trail on Firestore. Pages like the request lists: a range filter on a stored `sortKey`
// (src/server/store/page-key.ts), equality filters on actor and action; each query's composite
// index is in firestore.indexes.json.
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AuditEvent, AuditStore } from '../audit-types';
import { pageKey } from '../page-key';
import type { Collections } from './collections';

type AuditDoc = AuditEvent & { sortKey: string };

// Sorts after every key (keys start with digits): the first page starts below it.
const AFTER_ALL = '~';

export function firestoreAudit(_db: Firestore, c: Collections): AuditStore {
  return {
    audit: {
      async record(event) {
        await c.audit.doc(event.id).create({ ...event, sortKey: pageKey(event.at, event.id) });
      },
      async list(filter, { limit, cursor }) {
        let query: Query = c.audit;
        if (filter.actor !== undefined) query = query.where('actor', '==', filter.actor);
        if (filter.action !== undefined) query = query.where('action', '==', filter.action);
        if (filter.from !== undefined) query = query.where('sortKey', '>=', pageKey(filter.from, ''));
        const before = filter.before !== undefined ? pageKey(filter.before, '') : AFTER_ALL;
        const upper = cursor !== null && cursor < before ? cursor : before;
        const snap = await query.where('sortKey', '<', upper).orderBy('sortKey', 'desc').limit(limit + 1).get();
        const rows = snap.docs.map((d) => {
          const { sortKey: _sortKey, ...event } = d.data() as AuditDoc;
          return event;
        });
        const items = rows.slice(0, limit);
        const last = items.at(-1);
        return { items, next: rows.length > limit && last ? pageKey(last.at, last.id) : null };
      },
    },
  };
}
