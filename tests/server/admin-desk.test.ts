// The support desk's screen: search by service number, phone or vehicle number in any form people
// type them, filters, pages, one request with its timeline, the counts in IST, and the CSV export.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, type RequestStatus } from '../../src/core/request-status';
import type { ServiceRequest } from '../../src/server/store/tracking-types';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, signedUpUser, WITH_TEXTS } from './helpers/tracking-app';

let t: TestApp;
let desk: Client;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// The test clock starts at 2026-01-01 10:00 UTC: Thursday 15:30 in India.
const IST_MIDNIGHT_JAN_1 = Date.UTC(2025, 11, 31, 18, 30);

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
});
afterEach(async () => {
  await t.close();
});

function seed(id: string, createdAt: number, over: Partial<ServiceRequest> = {}): Promise<void> {
  return t.store.requests.create({
    id, serviceNumber: `VS${id.padStart(9, '0')}`, entryId: 'vehicle-ekyc', title: 'Vehicle eKYC', createdAt, updatedAt: createdAt, userId: null,
    phone: '+919876543210', vehicleNumber: null, status: 'received', history: [{ status: 'received', at: createdAt, note: null, reason: null, by: null }],
    language: 'en', updates: true, ...over,
  });
}

const numbers = async (query: string): Promise<string[]> => {
  const res = await desk.req('GET', `/api/admin/requests${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber);
};

describe('search', () => {
  beforeEach(async () => {
    await seed('1', t.clock.now - 3 * DAY, { vehicleNumber: 'AP39BJ1234' });
    await seed('2', t.clock.now - 2 * DAY, { phone: '+919000000001', entryId: 'dl-renewal', title: 'DL renewal', serviceNumber: 'DL000000002' });
    await seed('3', t.clock.now - DAY, { vehicleNumber: '22BH1234AA', status: 'in_progress' });
  });

  it('finds a service number in any case, a phone in any accepted form, a vehicle number with any separators', async () => {
    expect(await numbers('?q=dl000000002')).toEqual(['DL000000002']);
    expect(await numbers('?q=%20VS000000001%20')).toEqual(['VS000000001']);
    // Read back over the phone: O for 0 in the digits.
    expect(await numbers('?q=dl%20OOO%20000%20002')).toEqual(['DL000000002']);
    // As /track reads them: spaces or dashes between the groups, I or L for 1.
    expect(await numbers(`?q=${encodeURIComponent('vs 000-000-OOI')}`)).toEqual(['VS000000001']);
    expect(await numbers(`?q=${encodeURIComponent('DL 000 000 002')}`)).toEqual(['DL000000002']);
    for (const phone of ['9000000001', '%2B91%2090000%2000001', '919000000001']) expect(await numbers(`?q=${phone}`)).toEqual(['DL000000002']);
    expect(await numbers('?q=98765%2043210')).toEqual(['VS000000003', 'VS000000001']);
    for (const vehicle of ['ap39bj1234', 'AP-39-BJ-1234', 'AP%2039%20BJ%201234']) expect(await numbers(`?q=${vehicle}`)).toEqual(['VS000000001']);
    expect(await numbers('?q=22bh1234aa')).toEqual(['VS000000003']);
    expect(await numbers('?q=VS999999999')).toEqual([]);
  });

  it('lists every status newest first when no status is given, and filters by status, service and IST dates', async () => {
    expect(await numbers('')).toEqual(['VS000000003', 'DL000000002', 'VS000000001']);
    expect(await numbers('?status=in_progress')).toEqual(['VS000000003']);
    expect(await numbers('?service=dl-renewal')).toEqual(['DL000000002']);
    // 2025-12-31 in India runs from 18:30 UTC on the 30th: only request 3 (10:00 UTC on the 31st).
    expect(await numbers('?from=2025-12-31&to=2025-12-31')).toEqual(['VS000000003']);
    expect(await numbers('?from=2025-12-30')).toEqual(['VS000000003', 'DL000000002']);
    expect(await numbers('?to=2025-12-29')).toEqual(['VS000000001']);
    expect(await numbers('?q=9876543210&status=received&service=vehicle-ekyc&from=2025-12-29&to=2025-12-29')).toEqual(['VS000000001']);
  });

  it('counts a request from just after midnight IST in that day', async () => {
    await seed('4', IST_MIDNIGHT_JAN_1);
    await seed('5', IST_MIDNIGHT_JAN_1 - 1);
    expect(await numbers('?from=2026-01-01&to=2026-01-01')).toEqual(['VS000000004']);
    expect(await numbers('?from=2025-12-31&to=2025-12-31')).toEqual(['VS000000005', 'VS000000003']);
  });

  it('pages with nextCursor until the last page', async () => {
    const first = await desk.req('GET', '/api/admin/requests?limit=2');
    expect((first.body.requests as unknown[]).length).toBe(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await desk.req('GET', `/api/admin/requests?limit=2&cursor=${first.body.nextCursor as string}`);
    expect((second.body.requests as { serviceNumber: string }[]).map((r) => r.serviceNumber)).toEqual(['VS000000001']);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ['?q=hello', 'Search by a service number, a phone number or a vehicle number.'],
    ['?q=12345', 'Search by a service number, a phone number or a vehicle number.'],
    ['?status=lost', `Status must be one of ${REQUEST_STATUSES.join(', ')}.`],
    ['?service=../x', 'Unknown service.'],
    ['?from=2026-02-30', 'from must be a date as YYYY-MM-DD.'],
    ['?to=01-01-2026', 'to must be a date as YYYY-MM-DD.'],
    ['?from=2026-01-02&to=2026-01-01', 'The start date must not be after the end date.'],
    ['?limit=0', 'limit must be a whole number from 1 to 50.'],
    ['?cursor=nonsense', 'This page link is not valid. Please start from the first page.'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await desk.req('GET', `/api/admin/requests${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });
});

describe('one request', () => {
  it('shows its details and whole timeline with who changed what', async () => {
    const owner = await signedUpUser(t, '9876543210');
    await owner.req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber: 'VS123456042', vehicleNumber: 'AP 39 BJ 1234' });
    const [listed] = (await desk.req('GET', '/api/admin/requests?q=VS123456042')).body.requests as { id: string }[];
    t.clock.advance(60_000);
    await desk.req('PATCH', `/api/admin/requests/${listed!.id}/status`, { status: 'in_progress', note: 'Slot booked.' });
    t.clock.advance(60_000);
    await desk.req('PATCH', `/api/admin/requests/${listed!.id}/status`, { status: 'closed', reason: 'Duplicate request.' });
    const res = await desk.req('GET', `/api/admin/requests/${listed!.id}`);
    expect(res.status).toBe(200);
    const start = Date.UTC(2026, 0, 1, 10);
    expect(res.body.request).toMatchObject({
      serviceNumber: 'VS123456042',
      entryId: 'vehicle-fitness',
      phone: '+919876543210',
      vehicleNumber: 'AP39BJ1234',
      signedIn: true,
      status: 'closed',
      history: [
        { status: 'waiting', at: new Date(start).toISOString(), by: null },
        { status: 'in_progress', at: new Date(start + 60_000).toISOString(), note: 'Slot booked.', by: 'chief' },
        { status: 'closed', at: new Date(start + 120_000).toISOString(), reason: 'Duplicate request.', by: 'chief' },
      ],
    });
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await desk.req('GET', '/api/admin/requests/AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(res.texts).toEqual({ error: 'Request not found' });
  });
});

describe('counts', () => {
  const step = (status: RequestStatus, at: number) => ({ status, at, note: null, reason: null, by: 'chief' });

  it('counts sent today and received today (IST) each by its own time, in progress now, completed since Monday 00:00 IST', async () => {
    // Monday 2025-12-29 00:00 IST.
    const monday = IST_MIDNIGHT_JAN_1 - 3 * DAY;
    const waiting = (at: number) => [{ status: 'waiting' as const, at, note: null, reason: null, by: null }];
    await seed('1', IST_MIDNIGHT_JAN_1);
    await seed('2', t.clock.now, { status: 'in_progress', history: [step('received', t.clock.now), step('in_progress', t.clock.now)] });
    await seed('3', IST_MIDNIGHT_JAN_1 - 1);
    await seed('4', monday - DAY, { status: 'in_progress', history: [step('received', monday - DAY), step('in_progress', monday - DAY)] });
    const completed = (id: string, at: number) =>
      seed(id, at - HOUR, { status: 'completed', updatedAt: at, history: [step('received', at - HOUR), step('in_progress', at - HOUR), step('completed', at)] });
    await completed('5', monday);
    await completed('6', monday - 1);
    await completed('7', t.clock.now);
    // Sent yesterday, its WhatsApp message seen this morning: received today, not sent today.
    await seed('8', IST_MIDNIGHT_JAN_1 - HOUR, { updatedAt: IST_MIDNIGHT_JAN_1 + HOUR, history: [...waiting(IST_MIDNIGHT_JAN_1 - HOUR), step('received', IST_MIDNIGHT_JAN_1 + HOUR)] });
    // Sent today, still waiting for its message: sent today, not received.
    await seed('9', IST_MIDNIGHT_JAN_1 + 2 * HOUR, { status: 'waiting', history: waiting(IST_MIDNIGHT_JAN_1 + 2 * HOUR) });
    const res = await desk.req('GET', '/api/admin/requests/counts');
    expect(res.status).toBe(200);
    // Sent today: 1, 2, 7 (sent an hour before it was completed) and 9. Received today: 1, 2, 7 and 8.
    expect(res.texts).toEqual({ waiting: 1, sentToday: 4, receivedToday: 4, inProgress: 2, completedThisWeek: 2 });
    const list = (await desk.req('GET', '/api/admin/requests?limit=50')).body.requests as { serviceNumber: string; createdAt: string; receivedAt: string | null }[];
    const row = (id: string) => list.find((r) => r.serviceNumber === `VS${id.padStart(9, '0')}`);
    expect(row('8')).toMatchObject({ createdAt: new Date(IST_MIDNIGHT_JAN_1 - HOUR).toISOString(), receivedAt: new Date(IST_MIDNIGHT_JAN_1 + HOUR).toISOString() });
    expect(row('9')).toMatchObject({ receivedAt: null });
  });
});

describe('CSV export', () => {
  it('exports the filtered list as a safe CSV file named by the IST date', async () => {
    await seed('1', t.clock.now - DAY, { vehicleNumber: 'AP39BJ1234' });
    await seed('2', t.clock.now, {
      title: '=HYPERLINK("http://evil")',
      status: 'closed',
      updatedAt: t.clock.now + 90_000,
      history: [
        { status: 'received', at: t.clock.now, note: null, reason: null, by: null },
        { status: 'closed', at: t.clock.now + 90_000, note: '@SUM(1+1) "quoted"', reason: 'Duplicate', by: 'chief' },
      ],
    });
    await seed('3', t.clock.now, { status: 'in_progress' });
    // Late evening UTC is already the next day in India.
    t.clock.advance(9 * HOUR);
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    const res = await desk.raw('GET', '/api/admin/requests/export.csv?q=9876543210&status=closed', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="requests-2026-01-02.csv"');
    // Bulk phone numbers leaving the console are on record: who, how many, which filters, from where.
    const exported = (await t.store.audit.list({ action: 'request.export' }, { limit: 5, cursor: null })).items;
    expect(exported.map((e) => [e.actor, e.role, e.detail, e.ip, e.ok])).toEqual([['chief', 'admin', '1 request; filters: q=9876543210&status=closed', '203.0.113.7', true]]);
    const text = res.body.text as string;
    expect(text.split('\r\n')).toEqual([
      '"Service number","Service","Status","Sent at (IST)","Received at (IST)","Updated at (IST)","Phone","Vehicle number","Last note"',
      '"VS000000002","\'=HYPERLINK(""http://evil"")","Closed","2026-01-01 15:30","2026-01-01 15:30","2026-01-01 15:31","\'+919876543210","","\'@SUM(1+1) ""quoted"""',
      '',
    ]);
    // A byte order mark first, so spreadsheet programs read the UTF-8 (text() drops it).
    const bytes = new Uint8Array(await (await t.app.request('/api/admin/requests/export.csv', { headers: { cookie: desk.cookie } })).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
    const all = await desk.raw('GET', '/api/admin/requests/export.csv', null);
    expect((all.body.text as string).trim().split('\r\n')).toHaveLength(4);
    expect((all.body.text as string)).toContain('"VS000000001","Vehicle eKYC","Received","2025-12-31 15:30","2025-12-31 15:30","2025-12-31 15:30","\'+919876543210","AP39BJ1234",""');
  });

  it('refuses an export larger than the limit, and bad filters, with a 400', async () => {
    t.config.exportMaxRows = 2;
    for (const id of ['1', '2', '3']) await seed(id, t.clock.now);
    const big = await desk.req('GET', '/api/admin/requests/export.csv');
    expect(big.status).toBe(400);
    expect(big.body.error).toBe('More than 2 requests match. Please narrow the dates or filters and export again.');
    expect((await desk.req('GET', '/api/admin/requests/export.csv?status=received&q=VS000000003')).status).toBe(200);
    expect((await desk.req('GET', '/api/admin/requests/export.csv?from=yesterday')).status).toBe(400);
  });
});

describe('feedback filter', () => {
  it('lists pending or approved feedback, or all of it, newest first', async () => {
    const at = t.clock.now;
    const entry = (id: string, approved: boolean | null, minutes: number) =>
      t.store.feedback.create({ id, name: id, email: `${id}@example.in`, rating: 5, message: 'Helpful.', serviceType: null, approved, createdAt: at + minutes * 60_000 });
    await entry('waiting', null, 1);
    await entry('shown', true, 2);
    await entry('hidden', false, 3);
    await entry('waiting-too', null, 4);
    const names = async (query: string) => ((await desk.req('GET', `/api/admin/feedback${query}`)).body.feedback as { name: string }[]).map((f) => f.name);
    expect(await names('')).toEqual(['waiting-too', 'hidden', 'shown', 'waiting']);
    expect(await names('?status=pending')).toEqual(['waiting-too', 'waiting']);
    expect(await names('?status=approved')).toEqual(['shown']);
    const bad = await desk.req('GET', '/api/admin/feedback?status=rejected');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status must be pending or approved.');
  });
});
