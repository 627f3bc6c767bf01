// Requests, vehicles, user settings and reminder marks on Firestore. Lists page with a range filter
// on a stored `sortKey` (src/server/store/page-key.ts) rather than query cursors, so they use only
// equality filters, one range filter and orderBy + limit; each query's composite index is in
// firestore.indexes.json.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { withOptionalConsent } from '../../../core/consents';
import { DEFAULT_LANGUAGE, langOr } from '../../../core/languages';
import { dueKey, dueOnOfKey } from '../due-key';
import { pageKey } from '../page-key';
import type { DeskIndex, Page, PageQuery, RequestFilter, ServiceRequest, TrackingStore, UserSettings, VehicleRecord } from '../tracking-types';
import { DuplicateError, NumberTakenError } from '../types';
import { isAlreadyExists } from './collections';

/** The request with its newest-first key and the desk's order key and office (due-key.ts, DeskIndex). */
type RequestDoc = ServiceRequest & { sortKey: string; dueKey: string; office: string | null };

const NO_INDEX: DeskIndex = { dueOn: null, office: null };

// Sorts after every key (keys start with digits): the first page starts below it.
const AFTER_ALL = '~';

/** Document ids: requests by their derived id, vehicles by random id, settings by user id, marks by key. */
export function trackingCollections(db: Firestore, prefix: string) {
  const col = (name: string) => db.collection(`${prefix}${name}`);
  return {
    requests: col('requests'),
    vehicles: col('vehicles'),
    userSettings: col('userSettings'),
    reminderMarks: col('reminderMarks'),
  };
}

// Requests recorded before status texts existed are English, with texts on; before cases, with none.
const toRequest = ({ sortKey: _sortKey, dueKey: _dueKey, office: _office, ...request }: RequestDoc): ServiceRequest => ({
  ...request,
  language: langOr(request.language),
  updates: request.updates !== false,
  case: request.case ?? {},
  consents: request.consents ?? [],
});

const newSettings = (userId: string, now: number): UserSettings => ({ userId, language: DEFAULT_LANGUAGE, reminders: false, verifiedPhone: null, updatedAt: now });
// Settings written before accounts had a language are English.
const withLanguage = (settings: UserSettings): UserSettings => ({ ...settings, language: langOr(settings.language) });

async function page(query: Query, { limit, cursor }: PageQuery, before = AFTER_ALL): Promise<Page<ServiceRequest>> {
  const snap = await query
    .where('sortKey', '<', cursor !== null && cursor < before ? cursor : before)
    .orderBy('sortKey', 'desc')
    .limit(limit + 1)
    .get();
  const rows = snap.docs.map((d) => toRequest(d.data() as RequestDoc));
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? pageKey(last.createdAt, last.id) : null };
}

/** The page of the due order after `cursor` (a dueKey; null: from the start). */
async function duePage(query: Query, { limit, cursor }: PageQuery): Promise<Page<ServiceRequest>> {
  const snap = await query.where('dueKey', '>', cursor ?? '').orderBy('dueKey', 'asc').limit(limit + 1).get();
  const docs = snap.docs.map((d) => d.data() as RequestDoc);
  const items = docs.slice(0, limit);
  return { items: items.map(toRequest), next: docs.length > limit ? items.at(-1)!.dueKey : null };
}

/** The request moved by a step, its order key following (its due day `dueOn`, else as it was). */
function moved(current: RequestDoc, next: Partial<RequestDoc> & Pick<RequestDoc, 'status'>, dueOn: string | null | undefined): RequestDoc {
  const day = dueOn === undefined ? dueOnOfKey(current.dueKey ?? '') : dueOn;
  return { ...current, ...next, dueKey: dueKey({ ...current, status: next.status }, day) };
}

const EQUALITY_FIELDS = ['status', 'entryId', 'serviceNumber', 'phone', 'vehicleNumber', 'office'] as const;

/** The filter's equality fields and lower time bound on a query (the upper one is the page's). */
function filtered(query: Query, filter: RequestFilter): Query {
  let q = query;
  for (const field of EQUALITY_FIELDS) if (filter[field] !== undefined) q = q.where(field, '==', filter[field]);
  if (filter.from !== undefined) q = q.where('sortKey', '>=', pageKey(filter.from, ''));
  return q;
}

export function firestoreTracking(db: Firestore, prefix: string): TrackingStore {
  const c = trackingCollections(db, prefix);

  /** Reads one request, changes it and writes it back in a transaction; null when there is none or `change` declines. */
  const rewrite = (id: string, change: (current: RequestDoc) => RequestDoc | null) =>
    db.runTransaction(async (tx) => {
      const ref = c.requests.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const next = change(snap.data() as RequestDoc);
      if (!next) return null;
      tx.set(ref, next);
      return toRequest(next);
    });

  const sameNumber = (userId: string, number: string) => c.vehicles.where('userId', '==', userId).where('number', '==', number);

  return {
    requests: {
      async create(request, index = NO_INDEX) {
        const ref = c.requests.doc(request.id);
        // Index: the single-field one on serviceNumber. The transaction locks what it read, so a
        // request of that number written meanwhile makes this one run again and see it.
        await db.runTransaction(async (tx) => {
          const [own, holders] = await Promise.all([tx.get(ref), tx.get(c.requests.where('serviceNumber', '==', request.serviceNumber).limit(1))]);
          if (own.exists) throw new DuplicateError('request exists');
          if (!holders.empty) throw new NumberTakenError(request.serviceNumber);
          const doc: RequestDoc = { ...request, case: request.case ?? {}, sortKey: pageKey(request.createdAt, request.id), dueKey: dueKey(request, index.dueOn), office: index.office };
          tx.create(ref, doc);
        }).catch((err: unknown) => {
          throw isAlreadyExists(err) ? new DuplicateError('request exists') : err;
        });
      },
      async get(id) {
        const snap = await c.requests.doc(id).get();
        return snap.exists ? toRequest(snap.data() as RequestDoc) : null;
      },
      async listForUser(userId, query) {
        // Index: requests (userId, sortKey desc).
        return page(c.requests.where('userId', '==', userId), query);
      },
      async search(filter, query, order = 'newest') {
        if (order === 'due') {
          if (filter.from !== undefined || filter.before !== undefined) throw new Error('The due order takes no time bounds.');
          // Indexes: requests (each combination of the equality fields, dueKey asc).
          return duePage(filtered(c.requests, filter), query);
        }
        // Indexes: requests (each combination of the equality fields, sortKey desc).
        return page(filtered(c.requests, filter), query, filter.before !== undefined ? pageKey(filter.before, '') : AFTER_ALL);
      },
      async count(filter) {
        return (await filtered(c.requests, filter).count().get()).data().count;
      },
      async countReached(status, since) {
        // updatedAt >= since picks every candidate (and those only touched since, by attachToUser);
        // the last step's time, the one that reached the status, decides. Index: (status, updatedAt).
        const snap = await c.requests.where('status', '==', status).where('updatedAt', '>=', since).get();
        return snap.docs.filter((d) => ((d.data() as RequestDoc).history.at(-1)?.at ?? 0) >= since).length;
      },
      async countStepped(status, since) {
        // A step since `since` moved the request then, so updatedAt >= since picks every candidate
        // (the single-field index); its history decides.
        const snap = await c.requests.where('updatedAt', '>=', since).get();
        return snap.docs.filter((d) => (d.data() as RequestDoc).history.some((s) => s.status === status && s.at >= since)).length;
      },
      async countBy(field, values) {
        // One count aggregation per value (a few statuses, a few dozen services): no group-by in Firestore.
        const counts = await Promise.all(values.map(async (v) => [v, (await c.requests.where(field, '==', v).count().get()).data().count] as const));
        return Object.fromEntries(counts);
      },
      async attachToUser(phone, userId, now) {
        // One phone has few requests; the unattached ones are picked out here (the in-process
        // emulator cannot filter on null).
        const snap = await c.requests.where('phone', '==', phone).get();
        const loose = snap.docs.filter((d) => (d.data() as RequestDoc).userId === null);
        if (loose.length === 0) return 0;
        const batch = db.batch();
        for (const d of loose) batch.update(d.ref, { userId, updatedAt: now });
        await batch.commit();
        return loose.length;
      },
      async changeStatus(id, from, step, dueOn) {
        return rewrite(id, (current) =>
          current.status === from ? moved(current, { status: step.status, history: [...current.history, step], updatedAt: step.at }, dueOn) : null,
        );
      },
      async returnForFix(id, from, step, fix) {
        return rewrite(id, (current) =>
          current.status === from ? moved(current, { ...fix, status: step.status, history: [...current.history, step], updatedAt: step.at }, undefined) : null,
        );
      },
      async correctionSent(id, step, corrected, dueOn) {
        return rewrite(id, (current) =>
          current.status === 'needs_fix'
            ? moved(current, { ...(corrected.case ? { case: corrected.case } : {}), status: step.status, history: [...current.history, step], updatedAt: step.at }, dueOn)
            : null,
        );
      },
      async byFixCode(code) {
        // Firestore's own single-field index on fixCode.
        const snap = await c.requests.where('fixCode', '==', code).limit(1).get();
        return snap.empty ? null : toRequest(snap.docs[0]!.data() as RequestDoc);
      },
      async refreshIndex(indexOf) {
        // In pages down the newest-first key, as lists page; a batch writes at most 500 documents.
        let changed = 0;
        let before = AFTER_ALL;
        for (;;) {
          const snap = await c.requests.where('sortKey', '<', before).orderBy('sortKey', 'desc').limit(400).get();
          if (snap.empty) return changed;
          const batch = db.batch();
          let writes = 0;
          for (const d of snap.docs) {
            const current = d.data() as RequestDoc;
            const index = indexOf(toRequest(current));
            const key = dueKey(current, index.dueOn);
            if (key === current.dueKey && index.office === (current.office ?? null)) continue;
            batch.update(d.ref, { dueKey: key, office: index.office });
            writes += 1;
          }
          if (writes > 0) await batch.commit();
          changed += writes;
          before = (snap.docs.at(-1)!.data() as RequestDoc).sortKey;
        }
      },
      async noteSent(id, stepAt, sent) {
        return rewrite(id, (current) => ({ ...current, history: current.history.map((step) => (step.at === stepAt ? { ...step, sent } : step)) }));
      },
      async setUpdates(id, updates, now) {
        return rewrite(id, (current) => ({ ...current, updates, consents: withOptionalConsent(current.consents ?? [], 'statusTexts', updates, now, null), updatedAt: now }));
      },
    },
    vehicles: {
      async listForUser(userId) {
        // Index: vehicles (userId, createdAt).
        const snap = await c.vehicles.where('userId', '==', userId).orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => d.data() as VehicleRecord);
      },
      async create(vehicle) {
        await db.runTransaction(async (tx) => {
          if (!(await tx.get(sameNumber(vehicle.userId, vehicle.number))).empty) throw new DuplicateError('vehicle exists');
          tx.create(c.vehicles.doc(vehicle.id), vehicle);
        });
      },
      async update(id, userId, fields, now) {
        const ref = c.vehicles.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || (snap.data() as VehicleRecord).userId !== userId) return null;
          const twins = await tx.get(sameNumber(userId, fields.number));
          if (twins.docs.some((d) => d.id !== id)) throw new DuplicateError('vehicle exists');
          const next: VehicleRecord = { ...(snap.data() as VehicleRecord), ...fields, updatedAt: now };
          tx.set(ref, next);
          return next;
        });
      },
      async delete(id, userId) {
        const ref = c.vehicles.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists || (snap.data() as VehicleRecord).userId !== userId) return false;
          tx.delete(ref);
          return true;
        });
      },
    },
    userSettings: {
      async get(userId) {
        const snap = await c.userSettings.doc(userId).get();
        return snap.exists ? withLanguage(snap.data() as UserSettings) : null;
      },
      async setReminders(userId, reminders, now) {
        const ref = c.userSettings.doc(userId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const current = snap.exists ? withLanguage(snap.data() as UserSettings) : newSettings(userId, now);
          const next: UserSettings = { ...current, reminders, updatedAt: now };
          tx.set(ref, next);
          return next;
        });
      },
      async setVerifiedPhone(userId, phone, now) {
        const ref = c.userSettings.doc(userId);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const current = snap.exists ? withLanguage(snap.data() as UserSettings) : newSettings(userId, now);
          tx.set(ref, { ...current, verifiedPhone: phone, updatedAt: now });
        });
      },
      async setLanguage(userId, language, now) {
        const ref = c.userSettings.doc(userId);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const current = snap.exists ? withLanguage(snap.data() as UserSettings) : newSettings(userId, now);
          tx.set(ref, { ...current, language, updatedAt: now });
        });
      },
      async listWithReminders(afterUserId, limit) {
        // Index: userSettings (reminders, userId).
        const snap = await c.userSettings
          .where('reminders', '==', true)
          .where('userId', '>', afterUserId ?? '')
          .orderBy('userId', 'asc')
          .limit(limit)
          .get();
        return snap.docs.map((d) => withLanguage(d.data() as UserSettings));
      },
    },
    reminderMarks: {
      async claim(key, at) {
        try {
          await c.reminderMarks.doc(key).create({ sentAt: at });
          return true;
        } catch (err) {
          if (isAlreadyExists(err)) return false;
          throw err;
        }
      },
      async release(key) {
        await c.reminderMarks.doc(key).delete();
      },
    },
  };
}
