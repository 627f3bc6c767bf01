// Erasure on request, one behaviour on SQLite and on Firestore (the in-process emulator): after a
// request or an account is erased, no table or collection holds its phone, its case's answers or
// its messages; the request is counted once in request_counts and its audit events keep only their
// action and time.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DATA_KINDS } from '../../src/core/data-kinds';
import { SQLITE_FILE_NAME } from '../../src/server/store/sqlite/sqlite-store';
import type { ServiceRequest } from '../../src/server/store/tracking-types';
import type { Store } from '../../src/server/store/types';
import type { WhatsAppMessage } from '../../src/server/store/whatsapp-types';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';

/** A store and every record it holds, as text: every SQLite table, every collection a data kind names. */
interface Opened {
  store: Store;
  everything(): Promise<string>;
}

const { sqliteIn, firestoreAt } = bothStores('erasure');

const stores: [string, () => Opened][] = [
  [
    SQLITE,
    () => {
      const { store, dir } = sqliteIn();
      return {
        store,
        async everything() {
          const db = new Database(path.join(dir, SQLITE_FILE_NAME), { readonly: true });
          const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
          const rows = tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()));
          db.close();
          return rows.join('\n');
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
        async everything() {
          const names = DATA_KINDS.flatMap((kind) => kind.collections);
          const snaps = await Promise.all(names.map((name) => db.collection(`${prefix}${name}`).get()));
          return snaps.map((snap) => JSON.stringify(snap.docs.map((d) => [d.id, d.data()]))).join('\n');
        },
      };
    },
  ],
];

const PHONE = '+919812345670';
const OTHER = '+919000000009';
// An answer nobody else gives: found anywhere after the erasure, something of the request survived.
const ANSWER = 'Zebra-Quill-4417';

const request = (id: string, serviceNumber: string, phone: string, over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id,
  serviceNumber,
  entryId: 'vehicle-ekyc',
  title: 'Vehicle eKYC',
  createdAt: Date.parse('2026-03-10T12:00:00+05:30'),
  updatedAt: Date.parse('2026-03-10T12:00:00+05:30'),
  userId: null,
  phone,
  vehicleNumber: 'AP39QZ7788',
  status: 'in_progress',
  history: [{ status: 'waiting', at: 100, note: null, reason: null, by: null }],
  language: 'en',
  updates: true,
  case: { ownerName: ANSWER },
  ...over,
});

const message = (id: string, serviceNumber: string, phone: string, requestId: string | null, text: string): WhatsAppMessage => ({
  id: `wamid.${id}`,
  direction: 'in',
  phone,
  serviceNumber,
  requestId,
  kind: 'image',
  text,
  media: [{ id: `media-${id}`, mime: 'image/jpeg' }],
  at: 200,
  status: null,
  linkedBy: null,
});

const event = (id: string, action: 'request.status' | 'whatsapp.link' | 'admin.sign_in', target: string | null, detail: string) => ({
  id, at: 300, actor: 'chief', role: 'admin' as const, action, target, detail, ip: '203.0.113.7', ok: true,
});

describe.each(stores)('erasure: %s', (_, open) => {
  it('erases a request with its thread and the details of its audit events, counts it once, and keeps everything else', async () => {
    const { store: s, everything } = open();
    try {
      const mine = request('mine', 'VS100000021', PHONE);
      await s.requests.create(mine);
      await s.requests.create(request('theirs', 'VS100000022', OTHER, { case: {}, vehicleNumber: 'AP39BJ1234' }));
      await s.whatsapp.add(message('linked', 'VS100000021', PHONE, 'mine', `${ANSWER} photo`));
      await s.whatsapp.add(message('legacy', 'VS100000021', PHONE, null, `legacy ${ANSWER}`));
      await s.whatsapp.add(message('theirs', 'VS100000022', OTHER, 'theirs', 'their photo'));
      await s.audit.record(event('status', 'request.status', 'mine', 'VS100000021: in progress'));
      await s.audit.record(event('link', 'whatsapp.link', 'wamid.linked', 'linked to VS100000021'));
      await s.audit.record(event('other', 'request.status', 'theirs', 'VS100000022: in progress'));

      expect(await s.erasure.eraseRequest(mine)).toBe(true);
      expect(await s.erasure.eraseRequest(mine)).toBe(false);

      const held = await everything();
      for (const gone of [PHONE, ANSWER, 'VS100000021', 'AP39QZ7788', 'media-linked', 'media-legacy']) expect(held, gone).not.toContain(gone);
      expect(await s.requests.get('mine')).toBeNull();
      expect(await s.requests.get('theirs')).not.toBeNull();
      expect(await s.whatsapp.get('wamid.theirs')).not.toBeNull();
      const events = Object.fromEntries((await s.audit.list({}, { limit: 10, cursor: null })).items.map((e) => [e.id, e]));
      expect(events.status).toMatchObject({ action: 'request.status', at: 300, target: null, detail: null });
      expect(events.link).toMatchObject({ action: 'whatsapp.link', at: 300, target: null, detail: null });
      expect(events.other).toMatchObject({ target: 'theirs', detail: 'VS100000022: in progress' });
      expect(held).toMatch(/"?in_progress"?/);
    } finally {
      await s.close();
    }
  });

  it('erases an account with its settings, vehicles, sessions and codes, and nobody else\'s', async () => {
    const { store: s, everything } = open();
    try {
      const user = { id: 'u-mine', name: 'Quill Zebra', phone: PHONE, passwordHash: '$2b$04$abcdefghijklmnopqrstuv', createdAt: 100, updatedAt: 100 };
      await s.users.create(user, []);
      await s.users.create({ ...user, id: 'u-other', name: 'Someone', phone: OTHER }, []);
      await s.userSettings.setReminders('u-mine', true, 100);
      await s.userSettings.setVerifiedPhone('u-mine', PHONE, 100);
      await s.vehicles.create({ id: 'car', userId: 'u-mine', number: 'AP39QZ7788', expiries: {}, createdAt: 100, updatedAt: 100 });
      await s.sessions.create({ tokenHash: 'tok-mine', kind: 'user', subjectId: 'u-mine', createdAt: 100, lastSeenAt: 100, expiresAt: 10_000 });
      await s.sessions.create({ tokenHash: 'tok-other', kind: 'user', subjectId: 'u-other', createdAt: 100, lastSeenAt: 100, expiresAt: 10_000 });
      const otp = { purpose: 'login' as const, codeHash: 'h', sentAt: 100, expiresAt: 10_000, tries: 0, verifiedAt: null, resetTokenHash: null };
      await s.otps.put({ ...otp, id: 'otp-mine', phone: PHONE });
      await s.otps.put({ ...otp, id: 'otp-other', phone: OTHER });

      await s.erasure.eraseAccount(user);

      const held = await everything();
      for (const gone of [PHONE, 'Quill Zebra', 'AP39QZ7788', 'tok-mine', 'otp-mine']) expect(held, gone).not.toContain(gone);
      expect(await s.users.byId('u-mine')).toBeNull();
      expect(await s.userSettings.get('u-mine')).toBeNull();
      expect(await s.users.byPhone(OTHER)).not.toBeNull();
      expect(await s.sessions.get('tok-other')).not.toBeNull();
      expect(await s.otps.get('otp-other')).not.toBeNull();
    } finally {
      await s.close();
    }
  });
});
