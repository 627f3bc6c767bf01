// The desk's weekly summary, from seeded requests and their status history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestStatus } from '../../src/core/request-status';
import type { RequestStep, ServiceRequest } from '../../src/server/store/tracking-types';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp } from './helpers/tracking-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let desk: Client;
let n = 0;

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('desk', 'desk-pass-1', 'moderator');
  desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'desk', password: 'desk-pass-1' });
});
afterEach(async () => {
  await t.close();
});

/** A request recorded `daysAgo` days ago whose status moved as `moves` says, each [status, hours after recording]. */
async function seed(entryId: string, daysAgo: number, moves: [string, number][]) {
  const createdAt = t.clock.now - daysAgo * DAY;
  const history: RequestStep[] = [{ status: 'waiting', at: createdAt, note: null, reason: null, by: null }];
  // A status is named as a string: `needs_fix` is counted before the list of statuses has it.
  for (const [status, hours] of moves) history.push({ status: status as RequestStatus, at: createdAt + hours * HOUR, note: null, reason: null, by: 'desk' });
  const last: string = history.at(-1)!.status;
  n += 1;
  const request: ServiceRequest = {
    id: `r${n}`, serviceNumber: `VS${String(n).padStart(9, '0')}`, entryId, title: entryId, createdAt, updatedAt: createdAt,
    userId: null, phone: '+919876543210', vehicleNumber: null, status: (last === 'needs_fix' ? 'received' : last) as RequestStatus, history, language: 'en', updates: true,
  };
  await t.store.requests.create(request);
}

interface Week {
  requests: number;
  byStatus: { status: string; requests: number }[];
  byService: { entryId: string; requests: number; returns: number }[];
  medianToReceivedMs: number | null;
  medianToDoneMs: number | null;
  returns: number;
}

describe('GET /api/admin/insights/summary', () => {
  it('gives the last 7 days and the 7 before: counts per status and service, median times to received and done, returns for correction', async () => {
    // This week: received after 1, 3 and 8 hours (median 3); done after 10 and 30 hours (median 20).
    await seed('vehicle-ekyc', 1, [['received', 1], ['in_progress', 2], ['completed', 10]]);
    await seed('vehicle-ekyc', 2, [['received', 3], ['needs_fix', 4], ['received', 6], ['needs_fix', 7]]);
    await seed('duplicate-rc', 3, [['received', 8], ['closed', 30]]);
    await seed('duplicate-rc', 6, []);
    // The week before: one request, received after 2 hours, never done.
    await seed('duplicate-rc', 9, [['received', 2]]);
    // Older than both weeks: not counted.
    await seed('duplicate-rc', 15, [['received', 1]]);

    const res = await desk.req('GET', '/api/admin/insights/summary');
    expect(res.status).toBe(200);
    const [week, before] = res.body.weeks as Week[];
    expect(week).toMatchObject({ requests: 4, medianToReceivedMs: 3 * HOUR, medianToDoneMs: 20 * HOUR, returns: 2 });
    expect(week!.byStatus).toEqual(expect.arrayContaining([
      { status: 'waiting', requests: 1 },
      { status: 'received', requests: 1 },
      { status: 'completed', requests: 1 },
      { status: 'closed', requests: 1 },
      { status: 'in_progress', requests: 0 },
    ]));
    expect(week!.byService).toEqual([
      { entryId: 'duplicate-rc', requests: 2, returns: 0 },
      { entryId: 'vehicle-ekyc', requests: 2, returns: 2 },
    ]);
    expect(before).toMatchObject({ requests: 1, medianToReceivedMs: 2 * HOUR, medianToDoneMs: null, returns: 0, byService: [{ entryId: 'duplicate-rc', requests: 1, returns: 0 }] });
  });

  it('says nothing of an empty week but zeros, and only to a signed-in admin', async () => {
    const res = await desk.req('GET', '/api/admin/insights/summary');
    expect((res.body.weeks as Week[])[0]).toMatchObject({ requests: 0, byService: [], medianToReceivedMs: null, medianToDoneMs: null, returns: 0 });
    expect((await t.client().req('GET', '/api/admin/insights/summary')).status).toBe(401);
  });
});
