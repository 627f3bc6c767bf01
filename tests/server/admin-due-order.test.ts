// The desk's due order (GET /api/admin/requests?sort=due) is the store's over every request, paged
// with a cursor, with the status, service and office filters; on SQLite and on Firestore (the
// in-process emulator). Due days follow the real catalogue: the desk's target (site.yaml's deskTime,
// 2 working days) where the entry states no time for the case.
import { describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import type { AdminRequest } from '../../src/shared/api/answers';
import { refreshDeskIndex } from '../../src/server/tracking/refresh-desk-index';
import { bothStores, FIRESTORE, SQLITE } from './helpers/both-stores';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, withCaseSource, WITH_TEXTS } from './helpers/tracking-app';
import type { Store } from '../../src/server/store/types';

const stores = bothStores('due-order');
const DAY = 86_400_000;
const TRANSFER = 'transfer-ownership';
const FITNESS = 'vehicle-fitness';
const SOURCE = { url: 'https://aptransport.org/html/fees.html', title: 'Fees', asOf: '2026-11-22' };

async function deskOf(t: TestApp): Promise<Client> {
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  const desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  return desk;
}

/** Records a request of `entryId` now; returns its service number. */
async function record(t: TestApp, entryId: string, phone: string, caseAnswers: Record<string, unknown> = {}): Promise<string> {
  const serviceNumber = mintServiceNumber(t.config.tracking.entries!.get(entryId)!.prefix!);
  const res = await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId, serviceNumber, phone, case: caseAnswers });
  if (res.status !== 201) throw new Error(`record ${res.status} ${JSON.stringify(res.body)}`);
  return serviceNumber;
}

/** Every page of the list at `query`, two at a time, as service numbers. */
async function pages(desk: Client, query: string): Promise<string[][]> {
  const all: string[][] = [];
  let cursor: string | null = null;
  do {
    const res = await desk.req('GET', `/api/admin/requests?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    all.push((res.body.requests as AdminRequest[]).map((r) => r.serviceNumber));
    cursor = res.body.nextCursor as string | null;
  } while (cursor !== null && all.length < 10);
  return all;
}

function dueOrderCases(name: string, open: () => Store) {
  describe(`the desk's due order: ${name}`, () => {
    it('lists the desk\'s work by due day over every page, then what is finished; the filters hold across pages', async () => {
      const t = await makeTrackingApp({ store: open() });
      try {
        // Five requests a day apart, the first two naming Kurnool's office; the newest is finished.
        const numbers: string[] = [];
        for (let i = 0; i < 5; i++) {
          numbers.push(i < 3 ? await record(t, TRANSFER, `98765432${10 + i}`, i < 2 ? { district: 'kurnool-rto' } : {}) : await record(t, FITNESS, `98765432${10 + i}`));
          t.clock.advance(DAY);
        }
        const [a, b, c, d, e] = numbers as [string, string, string, string, string];
        const desk = await deskOf(t);
        const list = (await desk.req('GET', '/api/admin/requests?limit=50')).body.requests as AdminRequest[];
        const idOf = (n: string) => list.find((r) => r.serviceNumber === n)!.id;
        expect((await desk.req('PATCH', `/api/admin/requests/${idOf(e)}/status`, { status: 'in_progress' })).status).toBe(200);
        expect((await desk.req('PATCH', `/api/admin/requests/${idOf(e)}/status`, { status: 'completed' })).status).toBe(200);
        expect((await desk.req('PATCH', `/api/admin/requests/${idOf(b)}/status`, { status: 'received' })).status).toBe(200);

        expect(await pages(desk, 'sort=due')).toEqual([[a, b], [c, d], [e]]);
        // Newest first is still the API's default.
        expect(await pages(desk, 'status=waiting')).toEqual([[d, c], [a]]);
        expect(await pages(desk, 'sort=due&status=waiting')).toEqual([[a, c], [d]]);
        expect(await pages(desk, `sort=due&service=${TRANSFER}`)).toEqual([[a, b], [c]]);
        expect(await pages(desk, 'sort=due&office=kurnool-rto')).toEqual([[a, b]]);
        expect(await pages(desk, `sort=due&status=waiting&service=${TRANSFER}&office=kurnool-rto`)).toEqual([[a]]);
        expect(await pages(desk, 'office=kurnool-rto')).toEqual([[b, a]]);
        // The list shows the due days it is ordered by.
        const due = (await desk.req('GET', '/api/admin/requests?sort=due&limit=4')).body.requests as AdminRequest[];
        expect(due.map((r) => r.dueOn)).toEqual([...due.map((r) => r.dueOn)].sort());
      } finally {
        await t.close();
      }
    });
  });
}

dueOrderCases(SQLITE, () => stores.sqlite());
dueOrderCases(FIRESTORE, () => stores.firestore());

describe("the desk's due order: what it refuses", () => {
  it('refuses an unknown order, the due order with dates, a cursor of the other order and a malformed office', async () => {
    const t = await makeTrackingApp();
    try {
      const desk = await deskOf(t);
      await record(t, FITNESS, '9876543210');
      await record(t, FITNESS, '9876543211');
      const newest = (await desk.req('GET', '/api/admin/requests?limit=1')).body.nextCursor as string;
      const bad = async (query: string) => {
        const res = await desk.req('GET', `/api/admin/requests?${query}`);
        return [res.status, res.body.code];
      };
      expect(await bad('sort=oldest')).toEqual([400, 'request.sort_filter']);
      expect(await bad('sort=due&from=2026-01-01')).toEqual([400, 'request.due_with_dates']);
      expect(await bad(`sort=due&cursor=${encodeURIComponent(newest)}`)).toEqual([400, 'page.invalid_link']);
      expect(await bad('office=Kurnool%20RTO')).toEqual([400, 'request.unknown_office']);
    } finally {
      await t.close();
    }
  });
});

describe("the desk's due order after a catalogue change", () => {
  it('follows the new expected time once the server starts with it, and only then', async () => {
    const t = await makeTrackingApp();
    try {
      // With its case: a fitness request without one cannot say which expected time is its own.
      const older = await record(t, FITNESS, '9876543210', { vehicleClass: 'Motorcycle', use: 'No', age: 'Less than 7 years' });
      t.clock.advance(DAY);
      const newer = await record(t, TRANSFER, '9876543211');
      const desk = await deskOf(t);
      expect(await pages(desk, 'sort=due')).toEqual([[older, newer]]);
      expect(await refreshDeskIndex(t.store, t.config.tracking, t.clock.now)).toBe(0);
      expect(await refreshDeskIndex(t.store, t.config.tracking, t.clock.now)).toBeNull();
      // The fitness entry now states 30 calendar days: its request is due after the transfer's.
      withCaseSource(FITNESS, { expectedTime: [{ days: 30, counting: 'calendar', source: SOURCE }] })(t.config);
      expect(await pages(desk, 'sort=due')).toEqual([[older, newer]]);
      expect(await refreshDeskIndex(t.store, t.config.tracking, t.clock.now)).toBe(1);
      expect(await pages(desk, 'sort=due')).toEqual([[newer, older]]);
    } finally {
      await t.close();
    }
  });
});
