// The case a request carries (POST /api/requests) and what /track and the desk say of it: the
// expected time, the due day and the official fees, on the real SQLite store and the real catalogue.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import { requestId } from '../../src/server/tracking/request-id';
import type { TestApp } from './helpers/test-app';
import { makeTrackingApp, withCaseSource, WITH_TEXTS } from './helpers/tracking-app';

const RENEWAL = 'driving-licence-renewal';
const PHONE = '+919876543210';
const EXPIRED_LONG_AGO = 'It expired more than a year ago';
const source = { url: 'https://aptransport.org/html/citizens-charter.html', title: 'Charter', asOf: '2026-11-22' };

let t: TestApp;
beforeEach(async () => {
  // The renewal with an expected time of its own: 30 working days for a transport licence, else 7 calendar days.
  t = await makeTrackingApp({
    tweak: withCaseSource(RENEWAL, {
      expectedTime: [
        { days: 30, counting: 'working', showWhen: { transport: 'Yes' }, source },
        { days: 7, counting: 'calendar', source },
      ],
    }),
  });
});
afterEach(async () => {
  await t.close();
});

const record = (serviceNumber: string, caseAnswers: unknown) =>
  t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: RENEWAL, serviceNumber, phone: PHONE, case: caseAnswers });
const track = (serviceNumber: string) => t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE });
const kept = async (serviceNumber: string) => (await t.store.requests.get(requestId(serviceNumber, PHONE)))?.case;

describe('the case of a recorded request', () => {
  it('keeps the choices the fees and time read, with their options, and the years begun', async () => {
    const res = await record('DLR123456001', { expiry: EXPIRED_LONG_AGO, transport: 'Yes', expiryDate: 2 });
    expect(res.status).toBe(201);
    expect(await kept('DLR123456001')).toEqual({ expiry: EXPIRED_LONG_AGO, transport: 'Yes', expiryDate: 2 });
  });

  it('drops personal values, unknown fields and options, and counts out of range, and still records the request', async () => {
    const res = await record('DLR123456002', {
      expiry: 'Expired yesterday',
      transport: 'Yes',
      expiryDate: 51,
      licenceNumber: 'AP3920190001234',
      dateOfBirth: '1990-01-01',
      aadhaar: '234567890123',
    });
    expect(res.status).toBe(201);
    expect(await kept('DLR123456002')).toEqual({ transport: 'Yes' });
  });

  it('refuses a case that is not an object of answers, changing nothing', async () => {
    for (const bad of [['Yes'], 'Yes', { transport: { nested: true } }, { transport: 1.5 }]) {
      const res = await record('DLR123456003', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('request.case_invalid');
    }
    expect(await t.store.requests.get(requestId('DLR123456003', PHONE))).toBeNull();
  });
});

describe('/track and the desk read the case', () => {
  it('give the expected time, the due day in India and the fees of the case with our service fee apart', async () => {
    // The test clock is Thursday 1 January 2026.
    await record('DLR123456004', { expiry: EXPIRED_LONG_AGO, transport: 'Yes', expiryDate: 2 });
    const found = await track('DLR123456004');
    expect(found.status).toBe(200);
    expect(found.body.request).toMatchObject({
      expectedTime: { days: 30, counting: 'working' },
      // 30 days without Sundays and 14, 15, 16 and 26 January (Bhogi, Sankranti, Kanuma, Republic Day).
      dueOn: '2026-02-10',
      fees: {
        lines: [
          { item: { for: { en: 'Renewal of a driving licence after its expiry' }, amount: 300 }, count: 1, amount: 300 },
          { item: { for: { en: 'Late fee, for each year or part of a year since the expiry date' }, amount: 1000, per: 'yearStarted', estimate: true }, count: 2, amount: 2000 },
          { item: { amount: 225, mayApply: true }, count: 1, amount: 225 },
        ],
        // The card and post only may apply: listed, not in the total.
        total: 2300,
        kind: 'estimate',
        serviceFee: 0,
      },
    });

    await record('DLR123456005', { expiry: 'It has not expired yet', transport: 'No' });
    const other = (await track('DLR123456005')).body.request;
    expect(other).toMatchObject({ expectedTime: { days: 7, counting: 'calendar' }, dueOn: '2026-01-08', fees: { total: 200 } });
  });

  it('say the RTO states the fee of a sale to another state, never a ₹0 total, on /track and at the desk', async () => {
    await t.createAdmin('chief', 'chief-pass-1', 'admin');
    const desk = t.client();
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    const serviceNumber = mintServiceNumber('TOO');
    const recorded = await t.client().req('POST', '/api/requests', { ...WITH_TEXTS,
      entryId: 'transfer-ownership',
      serviceNumber,
      phone: PHONE,
      case: { role: 'I am the seller', vehicleClass: 'Car', destination: 'Another state' },
    });
    expect(recorded.status).toBe(201);
    // Before: { lines: [], total: 0 }, which /track and the desk showed as "Official fees for your case: ₹0".
    const noc = { item: { for: { en: 'No-objection certificate (Form 28) for a vehicle leaving Andhra Pradesh' }, note: { en: expect.stringContaining('No item of the rule 81 table') } }, count: 1, amount: null };
    const tracked = (await track(serviceNumber)).body.request as { fees: { lines: { item: object }[] } };
    expect(tracked.fees).toMatchObject({ lines: [noc], total: 0, kind: 'unknown' });
    expect(tracked.fees.lines[0]?.item).not.toHaveProperty('amount');
    const one = await desk.req('GET', `/api/admin/requests/${requestId(serviceNumber, PHONE)}`);
    expect((one.body.request as { fees: unknown }).fees).toMatchObject({ lines: [noc], kind: 'unknown' });
  });

  it('say nothing of time or fees for a request recorded without a case, nor for a service without either', async () => {
    await record('DLR123456006', undefined);
    const request = (await track('DLR123456006')).body.request;
    expect(request).not.toHaveProperty('fees');
    expect(request).not.toHaveProperty('expectedTime');
    expect(request).not.toHaveProperty('dueOn');
  });

  it('never show the desk’s own target as a due day', async () => {
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456008', phone: PHONE });
    const request = (await track('VS123456008')).body.request;
    expect(request).not.toHaveProperty('expectedTime');
    expect(request).not.toHaveProperty('dueOn');
    expect(request).not.toHaveProperty('dueBy');
  });
});

describe('the desk', () => {
  it('dates a request recorded without a case by its own target: which official time applies is unknown', async () => {
    await t.createAdmin('chief', 'chief-pass-1', 'admin');
    const desk = t.client();
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    await record('DLR123456009', undefined);
    const one = await desk.req('GET', `/api/admin/requests/${requestId('DLR123456009', PHONE)}`);
    expect(one.body.request).toMatchObject({ dueOn: '2026-01-03', dueBy: 'deskTime' });
    expect(one.body.request).not.toHaveProperty('expectedTime');
  });

  it('reads the due day and fees on the list and the request, and counts per status and per service', async () => {
    await t.createAdmin('chief', 'chief-pass-1', 'admin');
    const desk = t.client();
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    await record('DLR123456007', { expiry: 'It has not expired yet', transport: 'No' });
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456007', phone: PHONE });

    const list = await desk.req('GET', '/api/admin/requests');
    const renewal = (list.body.requests as { serviceNumber: string }[]).find((r) => r.serviceNumber === 'DLR123456007');
    expect(renewal).toMatchObject({ dueOn: '2026-01-08', dueBy: 'expectedTime', expectedTime: { days: 7 }, fees: { total: 200 }, updates: true });
    const one = await desk.req('GET', `/api/admin/requests/${requestId('DLR123456007', PHONE)}`);
    expect(one.body.request).toMatchObject({ dueOn: '2026-01-08', dueBy: 'expectedTime', fees: { total: 200, serviceFee: 0 } });
    // A service with no official time: site.yaml's deskTime, 2 working days from Thursday 1 January.
    const ekyc = (list.body.requests as { serviceNumber: string }[]).find((r) => r.serviceNumber === 'VS123456007');
    expect(ekyc).toMatchObject({ dueOn: '2026-01-03', dueBy: 'deskTime' });
    expect(ekyc).not.toHaveProperty('expectedTime');

    const tally = await desk.req('GET', '/api/admin/requests/tally');
    expect(tally.status).toBe(200);
    expect(tally.body.byStatus).toContainEqual({ status: 'waiting', count: 2 });
    expect(tally.body.byStatus).toContainEqual({ status: 'closed', count: 0 });
    expect(tally.body.byService).toEqual([
      { entryId: RENEWAL, title: 'Driving Licence Renewal', count: 1 },
      { entryId: 'vehicle-ekyc', title: 'Vehicle eKYC', count: 1 },
    ]);
  });
});
