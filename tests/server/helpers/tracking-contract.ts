// The request-tracking part of the store port: one behaviour, both adapters.
import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { RequestStatus } from '../../../src/core/request-status';
import type { ServiceRequest, VehicleRecord } from '../../../src/server/store/tracking-types';
import { DuplicateError, NumberTakenError, type Store } from '../../../src/server/store/types';
import { storeCase } from './store-case';

// A service number is one request's: each record gets its own unless a test names one.
const numberOf = (id: string) => `VS${String(parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16) % 1e9).padStart(9, '0')}`;

const request = (id: string, over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id,
  serviceNumber: numberOf(id),
  entryId: 'vehicle-ekyc',
  title: 'Vehicle eKYC',
  createdAt: 1000,
  updatedAt: 1000,
  userId: null,
  phone: '+919876543210',
  vehicleNumber: null,
  status: 'received',
  history: [{ status: 'received', at: 1000, note: null, reason: null, by: null }],
  language: 'en',
  updates: true,
  case: {},
  consents: [{ purpose: 'request', noticeVersion: '0123456789abcdef', givenAt: 1000, givenBy: 'self', proof: 'send' }],
  ...over,
});

const vehicle = (id: string, userId: string, number: string, over: Partial<VehicleRecord> = {}): VehicleRecord => ({
  id,
  userId,
  number,
  expiries: {},
  createdAt: 1000,
  updatedAt: 1000,
  ...over,
});

/** Reads every page of a newest-first list, `limit` at a time. */
async function allPages(list: (cursor: string | null) => Promise<{ items: ServiceRequest[]; next: string | null }>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await list(cursor);
    pages.push(page.items.map((r) => r.id));
    cursor = page.next;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

export function trackingContract(name: string, open: () => Promise<Store>): void {
  const test = storeCase(open);

  describe(`tracking store contract: ${name}`, () => {
    test('requests: create, get, one record per id, and a number another request holds is refused', async (s) => {
      const first = request('r1', { vehicleNumber: 'AP39BJ1234' });
      await s.requests.create(first);
      expect(await s.requests.get('r1')).toEqual(first);
      expect(await s.requests.get('missing')).toBeNull();
      await expect(s.requests.create(request('r1', { title: 'again' }))).rejects.toBeInstanceOf(DuplicateError);
      expect(await s.requests.get('r1')).toEqual(first);
      await expect(s.requests.create(request('r2', { phone: '+919000000001', serviceNumber: first.serviceNumber }))).rejects.toBeInstanceOf(NumberTakenError);
      expect(await s.requests.get('r2')).toBeNull();
      expect((await s.requests.search({ serviceNumber: first.serviceNumber }, { limit: 10, cursor: null })).items.map((r) => r.id)).toEqual(['r1']);
    });

    test('requests: keep the case (choices and counts), read as none on a record kept without one', async (s) => {
      await s.requests.create(request('case-1', { case: { expiry: 'It expired more than a year ago', expiryDate: 2 } }));
      expect((await s.requests.get('case-1'))?.case).toEqual({ expiry: 'It expired more than a year ago', expiryDate: 2 });
      const { case: _none, ...without } = request('case-2');
      await s.requests.create(without);
      expect((await s.requests.get('case-2'))?.case).toEqual({});
    });

    test('requests: count by status and by service, 0 for a value none holds', async (s) => {
      await s.requests.create(request('a'));
      await s.requests.create(request('b', { status: 'in_progress' }));
      await s.requests.create(request('c', { entryId: 'dl-renewal', status: 'in_progress' }));
      expect(await s.requests.countBy('status', ['received', 'in_progress', 'closed'])).toEqual({ received: 1, in_progress: 2, closed: 0 });
      expect(await s.requests.countBy('entryId', ['vehicle-ekyc', 'dl-renewal', 'rc-cancellation'])).toEqual({ 'vehicle-ekyc': 2, 'dl-renewal': 1, 'rc-cancellation': 0 });
    });

    test('requests: keep the page language and the status-text switch; the switch turns off and on', async (s) => {
      await s.requests.create(request('te-1', { language: 'te' }));
      expect(await s.requests.get('te-1')).toMatchObject({ language: 'te', updates: true });
      expect(await s.requests.setUpdates('te-1', false, 2000)).toMatchObject({ updates: false, updatedAt: 2000, language: 'te' });
      expect(await s.requests.get('te-1')).toMatchObject({ updates: false });
      const on = await s.requests.setUpdates('te-1', true, 3000);
      expect(on).toMatchObject({ updates: true });
      // Turned on, the texts' consent is given by that tick; turned off again, it is withdrawn and kept.
      expect(on?.consents?.at(-1)).toEqual({ purpose: 'statusTexts', noticeVersion: null, givenAt: 3000, givenBy: 'self', proof: 'tick' });
      expect((await s.requests.setUpdates('te-1', false, 4000))?.consents?.at(-1)).toMatchObject({ purpose: 'statusTexts', withdrawnAt: 4000 });
      expect(await s.requests.setUpdates('missing', false, 3000)).toBeNull();
    });

    test('requests: a step notes whether the visitor was told, per channel, leaving the others', async (s) => {
      await s.requests.create(request('n1'));
      await s.requests.changeStatus('n1', 'received', { status: 'in_progress', at: 2000, note: 'On it', reason: null, by: 'chief' });
      const noted = await s.requests.noteSent('n1', 2000, [{ channel: 'sms', ok: true }, { channel: 'whatsapp', ok: false }]);
      expect(noted?.history).toEqual([
        { status: 'received', at: 1000, note: null, reason: null, by: null },
        { status: 'in_progress', at: 2000, note: 'On it', reason: null, by: 'chief', sent: [{ channel: 'sms', ok: true }, { channel: 'whatsapp', ok: false }] },
      ]);
      expect((await s.requests.get('n1'))?.history).toEqual(noted?.history);
      expect(await s.requests.noteSent('missing', 2000, [])).toBeNull();
    });

    test('requests: a user\'s list is newest first and pages with a cursor, ties on the time included', async (s) => {
      // Seven requests, three of them in the same millisecond, and one of another user.
      const times = [10, 20, 30, 30, 30, 40, 50];
      for (const [i, at] of times.entries()) await s.requests.create(request(`u1-${i}`, { userId: 'u1', createdAt: at }));
      await s.requests.create(request('u2-0', { userId: 'u2', createdAt: 35 }));
      const pages = await allPages((cursor) => s.requests.listForUser('u1', { limit: 3, cursor }));
      expect(pages).toEqual([
        ['u1-6', 'u1-5', 'u1-4'],
        ['u1-3', 'u1-2', 'u1-1'],
        ['u1-0'],
      ]);
      const exact = await s.requests.listForUser('u1', { limit: 7, cursor: null });
      expect(exact.items).toHaveLength(7);
      expect(exact.next).toBeNull();
      expect(await s.requests.listForUser('nobody', { limit: 3, cursor: null })).toEqual({ items: [], next: null });
    });

    test('requests: search by status, newest first, paged', async (s) => {
      const statuses: RequestStatus[] = ['received', 'in_progress', 'received', 'received', 'closed'];
      for (const [i, status] of statuses.entries()) await s.requests.create(request(`s${i}`, { status, createdAt: 100 + i }));
      expect(await allPages((cursor) => s.requests.search({ status: 'received' }, { limit: 2, cursor }))).toEqual([['s3', 's2'], ['s0']]);
      expect(await allPages((cursor) => s.requests.search({ status: 'in_progress' }, { limit: 2, cursor }))).toEqual([['s1']]);
      expect(await allPages((cursor) => s.requests.search({ status: 'completed' }, { limit: 2, cursor }))).toEqual([[]]);
      expect(await allPages((cursor) => s.requests.search({}, { limit: 2, cursor }))).toEqual([['s4', 's3'], ['s2', 's1'], ['s0']]);
    });

    test('requests: search by service number, phone, vehicle number, service and time, every filter at once', async (s) => {
      const rows = [
        request('a', { createdAt: 100, serviceNumber: 'VS000000001', entryId: 'vehicle-ekyc' }),
        request('b', { createdAt: 200, serviceNumber: 'VS000000002', entryId: 'vehicle-ekyc', vehicleNumber: 'AP39BJ1234', phone: '+919000000001' }),
        request('c', { createdAt: 300, serviceNumber: 'DL000000003', entryId: 'dl-renewal', vehicleNumber: 'AP39BJ1234', status: 'in_progress' }),
        request('d', { createdAt: 400, serviceNumber: 'DL000000004', entryId: 'dl-renewal' }),
      ];
      for (const r of rows) await s.requests.create(r);
      const ids = async (filter: Parameters<Store['requests']['search']>[0]) => (await s.requests.search(filter, { limit: 10, cursor: null })).items.map((r) => r.id);
      expect(await ids({ serviceNumber: 'VS000000002' })).toEqual(['b']);
      expect(await ids({ phone: '+919876543210' })).toEqual(['d', 'c', 'a']);
      expect(await ids({ vehicleNumber: 'AP39BJ1234' })).toEqual(['c', 'b']);
      expect(await ids({ entryId: 'dl-renewal' })).toEqual(['d', 'c']);
      expect(await ids({ from: 200, before: 400 })).toEqual(['c', 'b']);
      expect(await ids({ from: 201 })).toEqual(['d', 'c']);
      expect(await ids({ before: 200 })).toEqual(['a']);
      expect(await ids({ vehicleNumber: 'AP39BJ1234', entryId: 'dl-renewal', status: 'in_progress', from: 300, before: 301 })).toEqual(['c']);
      expect(await ids({ vehicleNumber: 'AP39BJ1234', status: 'received' })).toEqual(['b']);
      // A time window pages like the whole list.
      expect(await allPages((cursor) => s.requests.search({ from: 100, before: 400 }, { limit: 2, cursor }))).toEqual([['c', 'b'], ['a']]);
    });

    test('requests: the due order pages over every request: the desk\'s dated work by due day, then undated, then returned, then finished', async (s) => {
      const at = (id: string, createdAt: number, status: RequestStatus, dueOn: string | null, office: string | null = null) =>
        s.requests.create(request(id, { createdAt, status }), { dueOn, office });
      await at('later', 1, 'received', '2026-08-30');
      await at('undated-old', 2, 'waiting', null);
      await at('overdue', 3, 'in_progress', '2026-08-10', 'kurnool-rto');
      await at('done', 4, 'completed', '2026-08-01');
      await at('returned', 5, 'needs_fix', '2026-08-12');
      await at('today-old', 6, 'received', '2026-08-18', 'kurnool-rto');
      await at('undated-new', 7, 'received', null);
      await at('today-new', 8, 'received', '2026-08-18', 'kurnool-rto');
      // Kept without an index: no due day, no office.
      await s.requests.create(request('plain', { createdAt: 9 }));
      const pages = (filter: Parameters<Store['requests']['search']>[0]) => allPages((cursor) => s.requests.search(filter, { limit: 2, cursor }, 'due'));
      expect(await pages({})).toEqual([
        ['overdue', 'today-old'],
        ['today-new', 'later'],
        ['undated-old', 'undated-new'],
        ['plain', 'returned'],
        ['done'],
      ]);
      expect(await pages({ status: 'received' })).toEqual([['today-old', 'today-new'], ['later', 'undated-new'], ['plain']]);
      expect(await pages({ office: 'kurnool-rto' })).toEqual([['overdue', 'today-old'], ['today-new']]);
      expect(await pages({ status: 'received', entryId: 'vehicle-ekyc', office: 'kurnool-rto' })).toEqual([['today-old', 'today-new']]);
      expect(await pages({ status: 'received', entryId: 'dl-renewal' })).toEqual([[]]);
      // The office filter holds newest first too.
      expect((await s.requests.search({ office: 'kurnool-rto' }, { limit: 10, cursor: null })).items.map((r) => r.id)).toEqual(['today-new', 'today-old', 'overdue']);
    });

    test('requests: a move keeps the due day unless given one, and moves the request to its status\'s group', async (s) => {
      await s.requests.create(request('m1', { createdAt: 1 }), { dueOn: '2026-08-20', office: null });
      await s.requests.create(request('m2', { createdAt: 2 }), { dueOn: '2026-08-25', office: null });
      const step = (status: RequestStatus, at: number) => ({ status, at, note: null, reason: null, by: 'chief' });
      const due = async () => (await s.requests.search({}, { limit: 10, cursor: null }, 'due')).items.map((r) => r.id);
      await s.requests.returnForFix('m1', 'received', { ...step('needs_fix', 10), fix: { round: 1, flags: [] } }, { fixRound: 1, flags: [], fixCode: 'codeOfM1aaaa', fixCodeExp: 9000 });
      expect(await due()).toEqual(['m2', 'm1']);
      // The correction sent: back in the desk's work, due later by the time it waited.
      await s.requests.correctionSent('m1', step('waiting', 20), {}, '2026-08-27');
      expect(await due()).toEqual(['m2', 'm1']);
      await s.requests.changeStatus('m2', 'received', step('in_progress', 30));
      expect(await due()).toEqual(['m2', 'm1']);
      await s.requests.changeStatus('m2', 'in_progress', step('completed', 40));
      expect(await due()).toEqual(['m1', 'm2']);
    });

    test('requests: the index is worked out again for every request, and only changed ones are written', async (s) => {
      for (let i = 0; i < 5; i++) await s.requests.create(request(`x${i}`, { createdAt: i }));
      const rule = (r: ServiceRequest) => ({ dueOn: `2026-08-1${9 - Number(r.id.slice(1))}`, office: r.id === 'x2' ? 'kurnool-rto' : null });
      expect(await s.requests.refreshIndex(rule)).toBe(5);
      expect(await s.requests.refreshIndex(rule)).toBe(0);
      expect((await s.requests.search({}, { limit: 10, cursor: null }, 'due')).items.map((r) => r.id)).toEqual(['x4', 'x3', 'x2', 'x1', 'x0']);
      expect((await s.requests.search({ office: 'kurnool-rto' }, { limit: 10, cursor: null }, 'due')).items.map((r) => r.id)).toEqual(['x2']);
      expect(await s.requests.get('x2')).toEqual(request('x2', { createdAt: 2 }));
    });

    test('requests: counts by status and time, and of those that reached a status since a time', async (s) => {
      const step = (status: RequestStatus, at: number) => ({ status, at, note: null, reason: null, by: 'chief' });
      await s.requests.create(request('old', { createdAt: 10 }));
      await s.requests.create(request('new', { createdAt: 100 }));
      await s.requests.create(request('working', { createdAt: 50, status: 'in_progress', updatedAt: 60, history: [step('received', 50), step('in_progress', 60)] }));
      const done = (id: string, doneAt: number, updatedAt = doneAt) =>
        request(id, { createdAt: 1, status: 'completed', updatedAt, history: [step('received', 1), step('in_progress', 2), step('completed', doneAt)] });
      await s.requests.create(done('done-before', 90));
      await s.requests.create(done('done-since', 120));
      // Completed before the time, touched after it (its owner signed up): not counted.
      await s.requests.create(done('done-then-attached', 95, 130));
      expect(await s.requests.count({})).toBe(6);
      expect(await s.requests.count({ from: 100 })).toBe(1);
      expect(await s.requests.count({ status: 'in_progress' })).toBe(1);
      expect(await s.requests.count({ status: 'received', from: 10 })).toBe(2);
      expect(await s.requests.countReached('completed', 100)).toBe(1);
      expect(await s.requests.countReached('completed', 0)).toBe(3);
      expect(await s.requests.countReached('closed', 0)).toBe(0);
      // A step into received since the time, whatever the status now: 'old' and 'new' (1000), 'working' (50), not the done ones (1).
      expect(await s.requests.countStepped('received', 50)).toBe(3);
      expect(await s.requests.countStepped('received', 1001)).toBe(0);
      expect(await s.requests.countStepped('completed', 96)).toBe(1);
    });

    test('requests: attaching gives a phone\'s loose requests to the user, never another user\'s', async (s) => {
      await s.requests.create(request('loose-1', { createdAt: 1 }));
      await s.requests.create(request('loose-2', { createdAt: 2, serviceNumber: 'DL123456001' }));
      await s.requests.create(request('owned', { createdAt: 3, userId: 'u9' }));
      await s.requests.create(request('other-phone', { createdAt: 4, phone: '+919000000001' }));
      expect(await s.requests.attachToUser('+919876543210', 'u1', 50)).toBe(2);
      expect(await s.requests.attachToUser('+919876543210', 'u1', 60)).toBe(0);
      expect((await s.requests.listForUser('u1', { limit: 10, cursor: null })).items.map((r) => r.id)).toEqual(['loose-2', 'loose-1']);
      expect(await s.requests.get('loose-1')).toMatchObject({ userId: 'u1', updatedAt: 50 });
      expect(await s.requests.get('owned')).toMatchObject({ userId: 'u9' });
      expect(await s.requests.get('other-phone')).toMatchObject({ userId: null });
    });

    test('requests: a status change appends to the history only from the expected status', async (s) => {
      await s.requests.create(request('r1'));
      const step = { status: 'in_progress' as const, at: 2000, note: 'Documents checked', reason: null, by: 'chief' };
      const moved = await s.requests.changeStatus('r1', 'received', step);
      expect(moved).toMatchObject({ status: 'in_progress', updatedAt: 2000 });
      expect(moved!.history).toEqual([request('r1').history[0], step]);
      expect(await s.requests.get('r1')).toEqual(moved);
      // Someone else moved it first: the stale change does nothing.
      expect(await s.requests.changeStatus('r1', 'received', { ...step, status: 'closed', reason: 'dup' })).toBeNull();
      expect(await s.requests.changeStatus('missing', 'received', step)).toBeNull();
      expect((await s.requests.get('r1'))!.history).toHaveLength(2);
    });

    test('requests: a return for correction keeps its round and flags on the request, only from the expected status', async (s) => {
      await s.requests.create(request('f1'));
      expect((await s.requests.get('f1'))!.fixRound).toBeUndefined();
      const flags = [{ target: { field: 'chassisNumber' }, reason: { preset: 'numberWrong' as const } }, { target: { document: 'RC of the vehicle' }, reason: { text: 'Cut off' } }];
      const step = { status: 'needs_fix' as const, at: 2000, note: null, reason: null, by: 'chief', fix: { round: 1, flags } };
      const fix = { fixRound: 1, flags, fixCode: 'Ab3_-9xYz012', fixCodeExp: 9000 };
      const returned = await s.requests.returnForFix('f1', 'received', step, fix);
      expect(returned).toMatchObject({ status: 'needs_fix', ...fix, updatedAt: 2000 });
      expect(returned!.history.at(-1)).toEqual(step);
      expect(await s.requests.get('f1')).toEqual(returned);
      expect(await s.requests.returnForFix('f1', 'received', step, { ...fix, fixRound: 2, fixCode: 'other0000000' })).toBeNull();
      expect((await s.requests.get('f1'))!.fixRound).toBe(1);
    });

    test('requests: a sent correction makes it waiting with the corrected case, or its own, only from needs_fix', async (s) => {
      const flags = [{ target: { field: 'expiry' }, reason: { text: 'Check it' } }];
      const returned = { status: 'needs_fix' as const, at: 2000, note: null, reason: null, by: 'chief', fix: { round: 1, flags } };
      const sent = { status: 'waiting' as const, at: 3000, note: null, reason: null, by: null, fix: { round: 1 } };
      for (const id of ['c1', 'c2']) {
        await s.requests.create(request(id, { case: { expiry: 'It has not expired yet' } }));
        await s.requests.returnForFix(id, 'received', returned, { fixRound: 1, flags, fixCode: `code${id}aaaaaaa`.slice(0, 12), fixCodeExp: 9000 });
      }
      const corrected = await s.requests.correctionSent('c1', sent, { case: { expiry: 'It expired less than a year ago', expiryDate: 1 } });
      expect(corrected).toMatchObject({ status: 'waiting', updatedAt: 3000, case: { expiry: 'It expired less than a year ago', expiryDate: 1 } });
      expect(corrected!.history.at(-1)).toEqual(sent);
      expect(await s.requests.get('c1')).toEqual(corrected);
      expect(await s.requests.correctionSent('c1', sent, { case: {} })).toBeNull();
      expect((await s.requests.get('c1'))!.case).toEqual({ expiry: 'It expired less than a year ago', expiryDate: 1 });
      expect((await s.requests.correctionSent('c2', sent, {}))!.case).toEqual({ expiry: 'It has not expired yet' });
    });

    test('requests: found by the code of their last fix link, and by no other', async (s) => {
      await s.requests.create(request('f2'));
      await s.requests.create(request('f3'));
      const step = { status: 'needs_fix' as const, at: 2000, note: null, reason: null, by: 'chief', fix: { round: 1, flags: [] } };
      await s.requests.returnForFix('f2', 'received', step, { fixRound: 1, flags: [], fixCode: 'codeOfF2aaaa', fixCodeExp: 9000 });
      expect((await s.requests.byFixCode('codeOfF2aaaa'))?.id).toBe('f2');
      expect(await s.requests.byFixCode('codeOfF2aaab')).toBeNull();
      expect(await s.requests.byFixCode('CODEOFF2AAAA')).toBeNull();
    });

    test('vehicles: list oldest first, one number once per user, update and delete only one\'s own', async (s) => {
      const car = vehicle('v1', 'u1', 'AP39BJ1234', { expiries: { insurance: '2026-12-01' }, createdAt: 2 });
      const bike = vehicle('v2', 'u1', 'AP39CD0001', { createdAt: 1 });
      await s.vehicles.create(car);
      await s.vehicles.create(bike);
      await s.vehicles.create(vehicle('v3', 'u2', 'AP39BJ1234'));
      await expect(s.vehicles.create(vehicle('v4', 'u1', 'AP39BJ1234'))).rejects.toBeInstanceOf(DuplicateError);
      expect(await s.vehicles.listForUser('u1')).toEqual([bike, car]);

      const changed = await s.vehicles.update('v1', 'u1', { number: 'AP39BJ9999', expiries: { puc: '2027-01-05' } }, 5);
      expect(changed).toEqual({ ...car, number: 'AP39BJ9999', expiries: { puc: '2027-01-05' }, updatedAt: 5 });
      expect(await s.vehicles.update('v1', 'u2', { number: 'AP39BJ0000', expiries: {} }, 6)).toBeNull();
      expect(await s.vehicles.update('missing', 'u1', { number: 'AP39BJ0000', expiries: {} }, 6)).toBeNull();
      await expect(s.vehicles.update('v2', 'u1', { number: 'AP39BJ9999', expiries: {} }, 7)).rejects.toBeInstanceOf(DuplicateError);
      // Keeping its own number is no clash.
      expect(await s.vehicles.update('v1', 'u1', { number: 'AP39BJ9999', expiries: {} }, 8)).toMatchObject({ number: 'AP39BJ9999', expiries: {} });

      expect(await s.vehicles.delete('v1', 'u2')).toBe(false);
      expect(await s.vehicles.delete('v1', 'u1')).toBe(true);
      expect(await s.vehicles.delete('v1', 'u1')).toBe(false);
      expect((await s.vehicles.listForUser('u1')).map((v) => v.id)).toEqual(['v2']);
      expect((await s.vehicles.listForUser('u2')).map((v) => v.id)).toEqual(['v3']);
    });

    test('user settings: reminders off until set, verified phone kept apart, reminder users paged by id', async (s) => {
      expect(await s.userSettings.get('u1')).toBeNull();
      expect(await s.userSettings.setReminders('u1', true, 10)).toEqual({ userId: 'u1', language: 'en', reminders: true, verifiedPhone: null, updatedAt: 10 });
      await s.userSettings.setVerifiedPhone('u1', '+919876543210', 20);
      expect(await s.userSettings.get('u1')).toEqual({ userId: 'u1', language: 'en', reminders: true, verifiedPhone: '+919876543210', updatedAt: 20 });
      await s.userSettings.setVerifiedPhone('u2', '+919000000001', 30);
      expect(await s.userSettings.get('u2')).toMatchObject({ reminders: false, verifiedPhone: '+919000000001' });
      expect(await s.userSettings.setReminders('u1', false, 40)).toMatchObject({ reminders: false, verifiedPhone: '+919876543210' });

      for (const id of ['u5', 'u3', 'u4', 'u6']) await s.userSettings.setReminders(id, true, 50);
      await s.userSettings.setReminders('u6', false, 60);
      expect((await s.userSettings.listWithReminders(null, 2)).map((x) => x.userId)).toEqual(['u3', 'u4']);
      expect((await s.userSettings.listWithReminders('u4', 2)).map((x) => x.userId)).toEqual(['u5']);
    });

    test("user settings: an account's language is English until set, and kept apart from the rest", async (s) => {
      await s.userSettings.setLanguage('u7', 'te', 10);
      expect(await s.userSettings.get('u7')).toEqual({ userId: 'u7', language: 'te', reminders: false, verifiedPhone: null, updatedAt: 10 });
      await s.userSettings.setReminders('u7', true, 20);
      await s.userSettings.setVerifiedPhone('u7', '+919876543210', 30);
      expect(await s.userSettings.get('u7')).toMatchObject({ language: 'te', reminders: true, verifiedPhone: '+919876543210' });
      expect((await s.userSettings.listWithReminders('u6', 5)).find((x) => x.userId === 'u7')?.language).toBe('te');
      await s.userSettings.setLanguage('u7', 'en', 40);
      expect(await s.userSettings.get('u7')).toMatchObject({ language: 'en', reminders: true, updatedAt: 40 });
    });

    test('reminder marks: a key is claimed once until released', async (s) => {
      expect(await s.reminderMarks.claim('v1_insurance_2026-12-01', 1)).toBe(true);
      expect(await s.reminderMarks.claim('v1_insurance_2026-12-01', 2)).toBe(false);
      expect(await s.reminderMarks.claim('v1_puc_2026-12-01', 2)).toBe(true);
      await s.reminderMarks.release('v1_insurance_2026-12-01');
      expect(await s.reminderMarks.claim('v1_insurance_2026-12-01', 3)).toBe(true);
    });
  });
}
