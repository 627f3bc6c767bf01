// One behaviour, two adapters: every Store implementation must pass these.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { AuditEvent } from '../../../src/server/store/audit-types';
import { DuplicateError, LastActiveAdminError, type Admin, type Feedback, type Service, type Store } from '../../../src/server/store/types';
import { KEEP_ALL } from './keep-all';
import { storeCase } from './store-case';

export interface ContractOptions {
  /** Names of cases that hit a known gap of the backend under test, with the reason. */
  gaps?: Record<string, string>;
}

const user = (phone: string, over: Partial<{ id: string; name: string }> = {}) => ({
  id: over.id ?? randomUUID(),
  name: over.name ?? 'Test User',
  phone,
  passwordHash: '$2b$04$abcdefghijklmnopqrstuv',
  createdAt: 1000,
  updatedAt: 1000,
});

const service = (over: Partial<Service> = {}): Service => ({
  id: randomUUID(),
  category: 'vehicle',
  title: 'Card',
  description: 'About it',
  icon: 'FileCheck',
  link: '/services/vehicle-ekyc',
  active: true,
  createdAt: 1000,
  updatedAt: 1000,
  ...over,
});

const feedback = (over: Partial<Feedback> = {}): Feedback => ({
  id: randomUUID(),
  name: 'Visitor',
  email: 'v@example.in',
  rating: 5,
  message: 'Good',
  serviceType: null,
  approved: null,
  createdAt: 1000,
  ...over,
});

export function storeContract(name: string, open: () => Promise<Store>, options: ContractOptions = {}): void {
  const gaps = options.gaps ?? {};
  const test = storeCase(open, gaps);

  describe(`store contract: ${name}`, () => {
    test('users: create with the sign-up consent, find by phone and id, unique phone, password change, count', async (s) => {
      const u = user('+919876543210');
      const consent = { purpose: 'account', noticeVersion: '0123456789abcdef', givenAt: 1000, givenBy: 'self', proof: 'tick' } as const;
      await s.users.create(u, [consent]);
      expect(await s.users.byPhone('+919876543210')).toEqual(u);
      expect(await s.users.consents(u.id)).toEqual([consent]);
      expect(await s.users.consents('nope')).toEqual([]);
      expect(await s.users.byId(u.id)).toEqual(u);
      expect(await s.users.byPhone('+919000000000')).toBeNull();
      expect(await s.users.byId('nope')).toBeNull();
      await expect(s.users.create(user('+919876543210'), [])).rejects.toBeInstanceOf(DuplicateError);
      await s.users.setPasswordHash(u.id, '$2b$04$new', 2000);
      expect(await s.users.byId(u.id)).toMatchObject({ passwordHash: '$2b$04$new', updatedAt: 2000, createdAt: 1000 });
      expect(await s.users.count()).toBe(1);
      // The notice agreed to again: the first record stays beside the new one.
      const again = { ...consent, noticeVersion: 'fedcba9876543210', givenAt: 3000 };
      await s.users.addConsent(u.id, again, 3000);
      expect(await s.users.consents(u.id)).toEqual([consent, again]);
      await s.users.addConsent('nope', again, 3000);
      // The nominee: none until named, then named, then removed.
      expect(await s.users.nominee(u.id)).toBeNull();
      await s.users.setNominee(u.id, { name: 'Ravi', phone: '+919123456780' }, 1500);
      expect(await s.users.nominee(u.id)).toEqual({ name: 'Ravi', phone: '+919123456780' });
      await s.users.setNominee(u.id, null, 1600);
      expect(await s.users.nominee(u.id)).toBeNull();
    });

    test('admins: upsert creates, then resets password and role keeping id', async (s) => {
      const first = await s.admins.upsert({ id: 'a1', username: 'chief', passwordHash: 'h1', role: 'admin', active: true, createdAt: 1, updatedAt: 1 });
      expect(first).toMatchObject({ id: 'a1', role: 'admin', active: true });
      const second = await s.admins.upsert({ id: 'a2', username: 'chief', passwordHash: 'h2', role: 'moderator', active: true, createdAt: 5, updatedAt: 5 });
      expect(second).toEqual({ id: 'a1', username: 'chief', passwordHash: 'h2', role: 'moderator', active: true, createdAt: 1, updatedAt: 5 });
      expect(await s.admins.byUsername('chief')).toEqual(second);
      expect(await s.admins.byId('a1')).toEqual(second);
      expect(await s.admins.byUsername('other')).toBeNull();
      expect(await s.admins.byId('a2')).toBeNull();
    });

    test('admins: create refuses a taken username, list oldest first, disable and enable', async (s) => {
      const admin = (id: string, username: string, role: Admin['role'], createdAt: number): Admin => ({ id, username, passwordHash: 'h', role, active: true, createdAt, updatedAt: createdAt });
      await s.admins.create(admin('a2', 'second', 'admin', 2));
      await s.admins.create(admin('a1', 'first', 'admin', 1));
      await s.admins.create(admin('m1', 'mod', 'moderator', 3));
      await expect(s.admins.create(admin('a3', 'first', 'moderator', 4))).rejects.toBeInstanceOf(DuplicateError);
      expect((await s.admins.list()).map((a) => a.username)).toEqual(['first', 'second', 'mod']);
      expect(await s.admins.setActive('a1', false, 10)).toMatchObject({ id: 'a1', active: false, updatedAt: 10 });
      expect(await s.admins.byUsername('first')).toMatchObject({ active: false });
      // A moderator is no admin: 'second' is the last active admin and stays so.
      await expect(s.admins.setActive('a2', false, 11)).rejects.toBeInstanceOf(LastActiveAdminError);
      expect(await s.admins.byId('a2')).toMatchObject({ active: true });
      expect(await s.admins.setActive('m1', false, 12)).toMatchObject({ active: false });
      expect(await s.admins.setActive('missing', false, 12)).toBeNull();
      // Enabling needs no other admin, and an upsert (admin:create) enables too.
      expect(await s.admins.setActive('a1', true, 13)).toMatchObject({ active: true });
      expect(await s.admins.setActive('a2', false, 14)).toMatchObject({ active: false });
      expect(await s.admins.upsert(admin('x', 'second', 'admin', 15))).toMatchObject({ id: 'a2', active: true });
    });

    test('admins: two admins disabling each other at once leave one active', async (s) => {
      for (const id of ['a1', 'a2']) await s.admins.create({ id, username: `chief-${id}`, passwordHash: 'h', role: 'admin', active: true, createdAt: 1, updatedAt: 1 });
      const results = await Promise.allSettled([s.admins.setActive('a1', false, 2), s.admins.setActive('a2', false, 2)]);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect((await s.admins.list()).filter((a) => a.active)).toHaveLength(1);
    });

    test('audit: events newest first, paged, by actor, action and time', async (s) => {
      const event = (id: string, at: number, over: Partial<AuditEvent> = {}): AuditEvent => ({
        id, at, actor: 'chief', role: 'admin', action: 'request.status', target: 'r1', detail: null, ip: '203.0.113.7', ok: true, ...over,
      });
      const events = [
        event('e1', 10, { action: 'admin.sign_in' }),
        event('e2', 20, { actor: 'mod', role: 'moderator' }),
        event('e3', 20),
        event('e4', 30, { actor: 'cli', role: null, action: 'cli.admin_create', ip: null }),
        event('e5', 40, { actor: null, role: null, action: 'service.create', ok: false, detail: 'Refused' }),
      ];
      for (const e of events) await s.audit.record(e);
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await s.audit.list({}, { limit: 2, cursor });
        pages.push(page.items.map((e) => e.id));
        cursor = page.next;
      } while (cursor !== null && pages.length < 10);
      expect(pages).toEqual([['e5', 'e4'], ['e3', 'e2'], ['e1']]);
      expect((await s.audit.list({}, { limit: 1, cursor: null })).items).toEqual([events[4]]);
      expect((await s.audit.list({ actor: 'chief' }, { limit: 10, cursor: null })).items.map((e) => e.id)).toEqual(['e3', 'e1']);
      expect((await s.audit.list({ action: 'request.status' }, { limit: 10, cursor: null })).items.map((e) => e.id)).toEqual(['e3', 'e2']);
      expect((await s.audit.list({ actor: 'mod', action: 'request.status' }, { limit: 10, cursor: null })).items.map((e) => e.id)).toEqual(['e2']);
      expect((await s.audit.list({ from: 20, before: 40 }, { limit: 10, cursor: null })).items.map((e) => e.id)).toEqual(['e4', 'e3', 'e2']);
      const first = await s.audit.list({ from: 20, before: 40 }, { limit: 2, cursor: null });
      expect((await s.audit.list({ from: 20, before: 40 }, { limit: 2, cursor: first.next })).items.map((e) => e.id)).toEqual(['e2']);
    });

    test('sessions: create, get, touch, delete, delete all of a subject', async (s) => {
      const base = { kind: 'user' as const, subjectId: 'u1', createdAt: 1, lastSeenAt: 1, expiresAt: 100 };
      await s.sessions.create({ ...base, tokenHash: 'h1' });
      await s.sessions.create({ ...base, tokenHash: 'h2' });
      await s.sessions.create({ ...base, tokenHash: 'h3', subjectId: 'u2' });
      await s.sessions.create({ ...base, tokenHash: 'h4', kind: 'admin' });
      expect(await s.sessions.get('h1')).toEqual({ ...base, tokenHash: 'h1' });
      await s.sessions.touch('h1', 50);
      expect((await s.sessions.get('h1'))!.lastSeenAt).toBe(50);
      await s.sessions.touch('missing', 50);
      expect(await s.sessions.get('missing')).toBeNull();
      expect(await s.sessions.deleteAllFor('user', 'u1')).toBe(2);
      expect(await s.sessions.get('h1')).toBeNull();
      expect(await s.sessions.get('h2')).toBeNull();
      expect(await s.sessions.get('h3')).not.toBeNull();
      expect(await s.sessions.get('h4')).not.toBeNull();
      await s.sessions.delete('h3');
      expect(await s.sessions.get('h3')).toBeNull();
    });

    test('otps: put replaces, tries are reserved, verify is single use, delete', async (s) => {
      const rec = { id: 'ch1', phone: '+919876543210', purpose: 'password_reset' as const, codeHash: 'c1', sentAt: 1, expiresAt: 600, tries: 0, verifiedAt: null, resetTokenHash: null };
      await s.otps.put(rec);
      expect(await s.otps.get('ch1')).toEqual(rec);
      expect(await s.otps.reserveTry('ch1', 10, 5)).toEqual({ ...rec, tries: 1 });
      expect(await s.otps.reserveTry('ch1', 10, 5)).toMatchObject({ tries: 2 });
      expect(await s.otps.reserveTry('other', 10, 5)).toBeNull();
      // An expired code reserves nothing.
      expect(await s.otps.reserveTry('ch1', 600, 5)).toBeNull();
      await s.otps.put({ ...rec, codeHash: 'c2' });
      expect(await s.otps.get('ch1')).toMatchObject({ codeHash: 'c2', tries: 0 });
      expect(await s.otps.markVerified('ch1', 'c1', 9, 'tok')).toBe(false);
      expect(await s.otps.markVerified('ch1', 'c2', 9, 'tok')).toBe(true);
      expect(await s.otps.markVerified('ch1', 'c2', 10, 'other')).toBe(false);
      expect(await s.otps.get('ch1')).toMatchObject({ codeHash: null, verifiedAt: 9, resetTokenHash: 'tok' });
      // A verified code reserves no more tries.
      expect(await s.otps.reserveTry('ch1', 10, 5)).toBeNull();
      await s.otps.delete('ch1');
      expect(await s.otps.get('ch1')).toBeNull();
    });

    test("otps: a phone holds several codes, each with its own tries; all go at once", async (s) => {
      const phone = '+919876543210';
      const code = { phone, purpose: 'password_reset' as const, codeHash: 'c', sentAt: 1, expiresAt: 600, tries: 0, verifiedAt: null, resetTokenHash: null };
      await s.otps.put({ ...code, id: 'owner' });
      await s.otps.put({ ...code, id: 'stranger' });
      await s.otps.put({ ...code, id: 'elsewhere', phone: '+919000000000' });
      for (let i = 0; i < 5; i++) await s.otps.reserveTry('stranger', 10, 5);
      expect(await s.otps.reserveTry('stranger', 10, 5)).toBeNull();
      expect(await s.otps.reserveTry('owner', 10, 5)).toMatchObject({ id: 'owner', tries: 1 });
      await s.otps.deleteAllFor(phone);
      expect(await s.otps.get('owner')).toBeNull();
      expect(await s.otps.get('stranger')).toBeNull();
      expect(await s.otps.get('elsewhere')).not.toBeNull();
    });

    test('otps: parallel guesses reserve at most the allowed tries', async (s) => {
      const phone = '+919876543210';
      await s.otps.put({ id: 'ch', phone, purpose: 'login', codeHash: 'c', sentAt: 1, expiresAt: 600, tries: 0, verifiedAt: null, resetTokenHash: null });
      const reserved = await Promise.all(Array.from({ length: 60 }, () => s.otps.reserveTry('ch', 10, 5)));
      const granted = reserved.filter((r) => r !== null);
      expect(granted.length).toBeLessThanOrEqual(5);
      // Each granted try is a different one of the five.
      expect(new Set(granted.map((r) => r.tries)).size).toBe(granted.length);
      expect(await s.otps.reserveTry('ch', 10, 5)).toBeNull();
    });

    test('otps: a reset token is found and spent once, only for its phone, only within its window', async (s) => {
      const phone = '+919876543210';
      const verified = { id: 'ch', phone, purpose: 'password_reset' as const, codeHash: null, sentAt: 1, expiresAt: 600, tries: 1, verifiedAt: 100, resetTokenHash: 'tok' };
      await s.otps.put(verified);
      expect(await s.otps.findResetToken(phone, 'tok', 100)).toEqual(verified);
      expect(await s.otps.findResetToken(phone, 'wrong', 0)).toBeNull();
      expect(await s.otps.findResetToken('+919000000000', 'tok', 0)).toBeNull();
      expect(await s.otps.findResetToken(phone, 'tok', 101)).toBeNull();
      expect(await s.otps.spendResetToken(phone, 'wrong', 0)).toBe(false);
      expect(await s.otps.spendResetToken('+919000000000', 'tok', 0)).toBe(false);
      expect(await s.otps.spendResetToken(phone, 'tok', 101)).toBe(false);
      const spent = await Promise.all(Array.from({ length: 10 }, () => s.otps.spendResetToken(phone, 'tok', 100)));
      expect(spent.filter(Boolean)).toHaveLength(1);
      expect(await s.otps.get('ch')).toBeNull();
      expect(await s.otps.findResetToken(phone, 'tok', 100)).toBeNull();
      // A login code's record holds no token to spend.
      await s.otps.put({ ...verified, id: 'ch2', purpose: 'login', resetTokenHash: 'tok2' });
      expect(await s.otps.findResetToken(phone, 'tok2', 0)).toBeNull();
      expect(await s.otps.spendResetToken(phone, 'tok2', 0)).toBe(false);
    });

    test('counters: count in a window, restart after it, clear', async (s) => {
      expect(await s.counters.hit('k', 100, 0)).toEqual({ count: 1, firstAt: 0, lastAt: 0 });
      expect(await s.counters.hit('k', 100, 50)).toEqual({ count: 2, firstAt: 0, lastAt: 50 });
      expect(await s.counters.get('k', 100, 60)).toEqual({ count: 2, firstAt: 0, lastAt: 50 });
      expect(await s.counters.get('k', 100, 100)).toBeNull();
      expect(await s.counters.hit('k', 100, 100)).toEqual({ count: 1, firstAt: 100, lastAt: 100 });
      expect(await s.counters.hit('login:ip:2001:db8::1/x', 100, 100)).toMatchObject({ count: 1 });
      await s.counters.clear('k');
      expect(await s.counters.get('k', 100, 101)).toBeNull();
    });

    test('counters: concurrent hits are all counted', async (s) => {
      const results = await Promise.all(Array.from({ length: 10 }, () => s.counters.hit('burst', 1000, 1)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    test('services: list all oldest first, active by category, update, delete', async (s) => {
      const a = service({ createdAt: 3, title: 'third' });
      const b = service({ createdAt: 1, title: 'first' });
      const c = service({ createdAt: 2, title: 'second', category: 'driving-licence' });
      const d = service({ createdAt: 4, title: 'off', active: false });
      for (const x of [a, b, c, d]) await s.services.create(x);
      expect((await s.services.listAll()).map((x) => x.title)).toEqual(['first', 'second', 'third', 'off']);
      expect((await s.services.listActive('vehicle')).map((x) => x.title)).toEqual(['first', 'third']);
      expect((await s.services.listActive('driving-licence')).map((x) => x.title)).toEqual(['second']);
      expect(await s.services.get(a.id)).toEqual(a);
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = d;
      const updated = await s.services.update(d.id, { ...fields, active: true, title: 'on' }, 9);
      expect(updated).toEqual({ ...d, active: true, title: 'on', updatedAt: 9 });
      expect(await s.services.update('missing', fields, 9)).toBeNull();
      expect((await s.services.listActive('vehicle')).map((x) => x.title)).toEqual(['first', 'third', 'on']);
      expect(await s.services.delete(a.id)).toBe(true);
      expect(await s.services.delete(a.id)).toBe(false);
      expect(await s.services.get(a.id)).toBeNull();
    });

    test('feedback: all newest first, approved newest first with limit, moderation, delete', async (s) => {
      const items = Array.from({ length: 8 }, (_, i) => feedback({ createdAt: i, name: `n${i}`, approved: i % 4 === 0 ? null : true }));
      for (const f of items) await s.feedback.create(f);
      expect((await s.feedback.listAll()).map((f) => f.name)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
      expect((await s.feedback.listApproved(3)).map((f) => f.name)).toEqual(['n7', 'n6', 'n5']);
      const approved = await s.feedback.setApproved(items[4]!.id, true);
      expect(approved).toEqual({ ...items[4], approved: true });
      await s.feedback.setApproved(items[7]!.id, false);
      expect((await s.feedback.listApproved(3)).map((f) => f.name)).toEqual(['n6', 'n5', 'n4']);
      expect(await s.feedback.setApproved('missing', true)).toBeNull();
      expect(await s.feedback.delete(items[6]!.id)).toBe(true);
      expect(await s.feedback.delete(items[6]!.id)).toBe(false);
      expect((await s.feedback.listApproved(6)).map((f) => f.name)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    });

    test('feedback: a review without an e-mail address keeps none', async (s) => {
      await s.feedback.create(feedback({ id: 'no-mail', email: null }));
      expect(await s.feedback.listAll()).toMatchObject([{ id: 'no-mail', email: null }]);
    });

    test('purge: deletes dead sessions, codes and counters and old audit events, keeps the rest', async (s) => {
      const session = { kind: 'user' as const, subjectId: 'u1', createdAt: 0 };
      await s.sessions.create({ ...session, tokenHash: 'expired', lastSeenAt: 90, expiresAt: 99 });
      await s.sessions.create({ ...session, tokenHash: 'idle', lastSeenAt: 10, expiresAt: 500 });
      await s.sessions.create({ ...session, tokenHash: 'live', lastSeenAt: 90, expiresAt: 500 });
      const otp = { purpose: 'password_reset' as const, codeHash: 'c', sentAt: 0, tries: 0, verifiedAt: null, resetTokenHash: null };
      await s.otps.put({ ...otp, id: 'dead', phone: '+919000000001', expiresAt: 49 });
      await s.otps.put({ ...otp, id: 'live', phone: '+919000000002', expiresAt: 51 });
      await s.counters.hit('old', 1000, 20);
      await s.counters.hit('new', 1000, 80);
      const audit = { actor: 'chief', role: 'admin' as const, action: 'admin.sign_in' as const, target: null, detail: null, ip: null, ok: true };
      await s.audit.record({ ...audit, id: 'old-event', at: 29 });
      await s.audit.record({ ...audit, id: 'kept-event', at: 30 });
      const n = await s.purge({ ...KEEP_ALL, sessionExpiredBefore: 100, sessionSeenBefore: 50, otpExpiredBefore: 50, counterHitBefore: 50, auditBefore: 30 });
      expect(n).toBe(5);
      expect((await s.audit.list({}, { limit: 10, cursor: null })).items.map((e) => e.id)).toEqual(['kept-event']);
      expect(await s.sessions.get('expired')).toBeNull();
      expect(await s.sessions.get('idle')).toBeNull();
      expect(await s.sessions.get('live')).not.toBeNull();
      expect(await s.otps.get('dead')).toBeNull();
      expect(await s.otps.get('live')).not.toBeNull();
      expect(await s.counters.get('old', 1000, 90)).toBeNull();
      expect(await s.counters.get('new', 1000, 90)).not.toBeNull();
    });

    test('meta: setOnce sets only the first time', async (s) => {
      expect(await s.meta.get('seeded')).toBeNull();
      expect(await s.meta.setOnce('seeded', 'yes')).toBe(true);
      expect(await s.meta.setOnce('seeded', 'again')).toBe(false);
      expect(await s.meta.get('seeded')).toBe('yes');
    });

    test('ping: answers on an open store', async (s) => {
      await expect(s.ping()).resolves.toBeUndefined();
    });
  });
}
