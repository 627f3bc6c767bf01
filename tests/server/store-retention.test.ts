// The purge's retention, one behaviour on SQLite and on Firestore (the in-process emulator), with short
// periods: a done request goes N days after its last change, counted in request_counts, with its
// thread; an account goes after N days without a sign-in once its owner was warned 48 hours before;
// audit addresses are cut to their network; feedback goes unless the site shows it; a WhatsApp
// message goes N days after its request is done or, unmatched, after it came; a day's counters M days after it.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import type { ServiceRequest } from '../../src/server/store/tracking-types';
import type { Feedback, Store, User } from '../../src/server/store/types';
import type { WhatsAppMessage } from '../../src/server/store/whatsapp-types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import { KEEP_ALL } from './helpers/keep-all';

interface RequestCount {
  entryId: string;
  month: string;
  cameBy: string;
  status: string;
  count: number;
}

/** A store and what the port does not read back: the counts a purged request leaves. */
interface Opened {
  store: Store;
  counts(): Promise<RequestCount[]>;
}

const { sqliteIn, firestoreAt } = bothStores('retention');

const byKey = (a: RequestCount, b: RequestCount) => `${a.entryId}${a.month}${a.status}`.localeCompare(`${b.entryId}${b.month}${b.status}`);

const stores: [string, () => Opened][] = [
  [
    SQLITE,
    () => {
      const { store, dir } = sqliteIn();
      return {
        store,
        async counts() {
          const db = new Database(path.join(dir, SQLITE_FILE_NAME), { readonly: true });
          const rows = db.prepare<[], RequestCount>('SELECT entry_id AS entryId, month, came_by AS cameBy, status, count FROM request_counts').all();
          db.close();
          return rows.sort(byKey);
        },
      };
    },
  ],
  [
    FIRESTORE,
    () => {
      const { store, db, prefix } = firestoreAt();
      return {
        store,
        async counts() {
          const snap = await db.collection(`${prefix}requestCounts`).get();
          return snap.docs.map((d) => d.data() as RequestCount).sort(byKey);
        },
      };
    },
  ],
];

// 10 March 2026, noon in India.
const T = Date.parse('2026-03-10T12:00:00+05:30');
const DAY = 86_400_000;

const request = (id: string, serviceNumber: string, over: Partial<ServiceRequest>): ServiceRequest => ({
  id,
  serviceNumber,
  entryId: 'vehicle-ekyc',
  title: 'Vehicle eKYC',
  createdAt: 100,
  updatedAt: 100,
  userId: null,
  phone: '+919876543210',
  vehicleNumber: null,
  status: 'received',
  history: [{ status: 'received', at: 100, note: null, reason: null, by: null }],
  language: 'en',
  updates: true,
  case: {},
  ...over,
});

const message = (id: string, serviceNumber: string | null, at: number, requestId: string | null = null): WhatsAppMessage => ({
  id: `wamid.${id}`,
  direction: 'in',
  phone: '+919876543210',
  serviceNumber,
  requestId,
  kind: 'text',
  text: id,
  media: [],
  at,
  status: null,
  linkedBy: null,
});

const user = (id: string, phone: string, createdAt: number): User => ({ id, name: id, phone, passwordHash: '$2b$04$abcdefghijklmnopqrstuv', createdAt, updatedAt: createdAt });

const review = (id: string, createdAt: number, approved: boolean | null): Feedback => ({
  id,
  name: id,
  email: null,
  rating: 5,
  message: 'Quick and clear.',
  serviceType: null,
  approved,
  createdAt,
});

describe.each(stores)('retention: %s', (_, open) => {
  it('reduces a request done before its cutoff to counts and deletes it with its thread; keeps one done since, and open ones', async () => {
    const { store: s, counts } = open();
    try {
      await s.requests.create(request('completed-long-ago', 'VS100000011', { status: 'completed', createdAt: T - 400 * DAY, updatedAt: T - 370 * DAY }));
      await s.requests.create(request('closed-long-ago', 'VS100000012', { status: 'closed', createdAt: T - 380 * DAY, updatedAt: T - 366 * DAY }));
      await s.requests.create(request('completed-lately', 'VS100000013', { status: 'completed', createdAt: T - 400 * DAY, updatedAt: T - 364 * DAY }));
      await s.requests.create(request('open-long', 'VS100000014', { status: 'in_progress', createdAt: T - 900 * DAY, updatedAt: T - 800 * DAY }));
      // A message that came after its request was done: its own 90 days have not run out, but it goes with the request.
      await s.whatsapp.add(message('late', 'VS100000011', T - 10 * DAY, 'completed-long-ago'));
      await s.whatsapp.add(message('kept', 'VS100000013', T - 10 * DAY, 'completed-lately'));

      expect(await s.purge({ ...KEEP_ALL, requestDoneBefore: T - 365 * DAY })).toBe(3);

      expect(await s.requests.get('completed-long-ago')).toBeNull();
      expect(await s.requests.get('closed-long-ago')).toBeNull();
      expect(await s.whatsapp.get('wamid.late')).toBeNull();
      for (const kept of ['completed-lately', 'open-long']) expect(await s.requests.get(kept), kept).not.toBeNull();
      expect(await s.whatsapp.get('wamid.kept')).not.toBeNull();
      expect(await counts()).toEqual([
        { entryId: 'vehicle-ekyc', month: '2025-02', cameBy: 'whatsapp', status: 'completed', count: 1 },
        { entryId: 'vehicle-ekyc', month: '2025-02', cameBy: 'whatsapp', status: 'closed', count: 1 },
      ].sort(byKey));

      // A later purge adds to the same month's count.
      await s.requests.create(request('completed-same-month', 'VS100000015', { status: 'completed', createdAt: T - 400 * DAY + DAY, updatedAt: T - 369 * DAY }));
      expect(await s.purge({ ...KEEP_ALL, requestDoneBefore: T - 365 * DAY })).toBe(1);
      expect((await counts()).find((c) => c.status === 'completed')).toMatchObject({ count: 2 });
    } finally {
      await s.close();
    }
  });

  it('deletes an account without a sign-in past its cutoff 48 hours after its owner was warned, with its settings and vehicles', async () => {
    const { store: s } = open();
    try {
      const signedInBefore = T - 3 * 365 * DAY;
      const accounts = { warned: '+919000000001', lately: '+919000000002', unwarned: '+919000000003', signedInSince: '+919000000004', recent: '+919000000005' };
      for (const [id, phone] of Object.entries(accounts)) await s.users.create(user(id, phone, signedInBefore - 10 * DAY), []);
      await s.users.signedIn('recent', T - DAY);
      await s.userSettings.setReminders('warned', true, signedInBefore - 10 * DAY);
      await s.vehicles.create({ id: 'car', userId: 'warned', number: 'AP39BJ1234', expiries: {}, createdAt: signedInBefore - 10 * DAY, updatedAt: signedInBefore - 10 * DAY });

      expect((await s.users.dueWarning(signedInBefore + 3 * DAY)).map((a) => a.user.id).sort()).toEqual(['lately', 'signedInSince', 'unwarned', 'warned']);
      expect((await s.users.dueWarning(signedInBefore + 3 * DAY)).find((a) => a.user.id === 'warned')?.signedInAt).toBe(signedInBefore - 10 * DAY);
      await s.users.markWarned('warned', T - 3 * DAY);
      await s.users.markWarned('lately', T - DAY);
      await s.users.markWarned('signedInSince', T - 3 * DAY);
      // Its owner signed in after the warning: a new three years start.
      await s.users.signedIn('signedInSince', T - 2 * DAY);
      expect((await s.users.dueWarning(signedInBefore + 3 * DAY)).map((a) => a.user.id)).toEqual(['unwarned']);

      expect(await s.purge({ ...KEEP_ALL, accountSignedInBefore: signedInBefore, accountWarnedBefore: T - 2 * DAY })).toBe(3);

      expect(await s.users.byId('warned')).toBeNull();
      expect(await s.users.byPhone(accounts.warned)).toBeNull();
      expect(await s.userSettings.get('warned')).toBeNull();
      expect(await s.vehicles.listForUser('warned')).toEqual([]);
      for (const kept of ['lately', 'unwarned', 'signedInSince', 'recent']) expect(await s.users.byId(kept), kept).not.toBeNull();
      // A sign-in never moves the clock back.
      await s.users.signedIn('recent', T - 5000 * DAY);
      expect((await s.users.dueWarning(T - 2 * DAY)).map((a) => a.user.id)).not.toContain('recent');
    } finally {
      await s.close();
    }
  });

  it("cuts audit events' addresses to their network past the cutoff, once, and later ones at the next purge", async () => {
    const { store: s } = open();
    try {
      const audit = { actor: 'chief', role: 'admin' as const, action: 'admin.sign_in' as const, target: null, detail: null, ok: true };
      await s.audit.record({ ...audit, id: 'v4', at: T - 40 * DAY, ip: '203.0.113.77' });
      await s.audit.record({ ...audit, id: 'v6', at: T - 35 * DAY, ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
      await s.audit.record({ ...audit, id: 'cli', at: T - 35 * DAY, ip: null });
      await s.audit.record({ ...audit, id: 'recent', at: T - 20 * DAY, ip: '198.51.100.9' });
      const ips = async () => Object.fromEntries((await s.audit.list({}, { limit: 10, cursor: null })).items.map((e) => [e.id, e.ip]));

      expect(await s.purge({ ...KEEP_ALL, auditAddressBefore: T - 30 * DAY })).toBe(0);
      expect(await ips()).toEqual({ v4: '203.0.113.0/24', v6: '2001:db8:85a3::/48', cli: null, recent: '198.51.100.9' });

      await s.purge({ ...KEEP_ALL, auditAddressBefore: T - 10 * DAY });
      expect((await ips()).recent).toBe('198.51.100.0/24');
    } finally {
      await s.close();
    }
  });

  it('deletes feedback past its cutoff unless it is among the newest approved the site shows', async () => {
    const { store: s } = open();
    try {
      await s.feedback.create(review('old-waiting', T - 400 * DAY, null));
      await s.feedback.create(review('old-refused', T - 400 * DAY, false));
      await s.feedback.create(review('old-approved-shown', T - 390 * DAY, true));
      await s.feedback.create(review('old-approved-hidden', T - 395 * DAY, true));
      await s.feedback.create(review('new-approved', T - 10 * DAY, true));
      await s.feedback.create(review('new-waiting', T - 10 * DAY, null));

      expect(await s.purge({ ...KEEP_ALL, feedbackBefore: T - 365 * DAY, feedbackShown: 2 })).toBe(3);
      expect((await s.feedback.listAll()).map((f) => f.id).sort()).toEqual(['new-approved', 'new-waiting', 'old-approved-shown']);
    } finally {
      await s.close();
    }
  });

  it('deletes the messages of a request done before the cutoff and old unmatched ones, keeps the rest', async () => {
    const { store: s } = open();
    try {
      await s.requests.create(request('closed-long-ago', 'VS100000001', { status: 'closed', updatedAt: 400 }));
      await s.requests.create(request('completed-lately', 'VS100000002', { status: 'completed', updatedAt: 600 }));
      await s.requests.create(request('still-open', 'VS100000003', { status: 'in_progress', updatedAt: 200 }));
      for (const m of [
        message('closed-old', 'VS100000001', 200),
        // Written after the closing: kept until it is itself past the cutoff.
        message('closed-late', 'VS100000001', 550),
        message('completed', 'VS100000002', 200),
        message('open', 'VS100000003', 200),
        message('unmatched-old', null, 499),
        message('unmatched-new', null, 500),
      ]) await s.whatsapp.add(m);

      expect(await s.purge({ ...KEEP_ALL, whatsappBefore: 500 })).toBe(2);

      const left = async (id: string) => (await s.whatsapp.get(`wamid.${id}`)) !== null;
      expect(await left('closed-old')).toBe(false);
      expect(await left('unmatched-old')).toBe(false);
      for (const kept of ['closed-late', 'completed', 'open', 'unmatched-new']) expect(await left(kept), kept).toBe(true);
      expect((await s.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => m.id)).toEqual(['wamid.unmatched-new']);
    } finally {
      await s.close();
    }
  });

  it("deletes the drop-off counters of the days before the cutoff's, keeps that day and later", async () => {
    const { store: s } = open();
    try {
      const counts = [{ field: '*', reached: 1, invalid: 0, sent: 1 }];
      for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) await s.formStats.add(day, 'vehicle-ekyc', counts);
      expect(await s.purge({ ...KEEP_ALL, formStatsBeforeDay: '2026-01-02' })).toBe(1);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-01', '2026-01-01')).toEqual([]);
      expect(await s.formStats.sum('vehicle-ekyc', '2026-01-01', '2026-01-03')).toEqual([{ field: '*', reached: 2, invalid: 0, sent: 2 }]);
    } finally {
      await s.close();
    }
  });
});
