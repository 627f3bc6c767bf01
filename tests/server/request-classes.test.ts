// Per-class fees on the record (POST /api/requests, /track): a learner licence keeps the number of
// vehicle classes ticked and /track counts rule 32 from it; adding classes, given an expected time
// for a transport vehicle, keeps the classes ticked too, as the time reads them. Real SQLite store,
// real catalogue.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestId } from '../../src/server/tracking/request-id';
import type { TestApp } from './helpers/test-app';
import { makeTrackingApp, withCaseSource, WITH_TEXTS } from './helpers/tracking-app';

const LEARNER = 'apply-learner-licence';
const ADD_CLASS = 'additional-endorsement-dl';
const PHONE = '+919876543210';
const [CAR, TRANSPORT] = ['Car (light motor vehicle)', 'Transport vehicle'];
const source = { url: 'https://aptransport.org/html/citizens-charter.html', title: 'Charter', asOf: '2026-11-22' };

let t: TestApp;
beforeEach(async () => {
  t = await makeTrackingApp({
    tweak: withCaseSource(ADD_CLASS, { expectedTime: [{ days: 30, counting: 'working', showWhen: { newClass: TRANSPORT }, source }, { days: 7, counting: 'calendar', source }] }),
  });
});
afterEach(async () => {
  await t.close();
});

const record = (entryId: string, serviceNumber: string, caseAnswers: unknown) =>
  t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId, serviceNumber, phone: PHONE, case: caseAnswers });
const track = async (serviceNumber: string) => (await t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE })).body.request as Record<string, unknown>;
const kept = async (serviceNumber: string) => (await t.store.requests.get(requestId(serviceNumber, PHONE)))?.case;

describe('a learner licence for two classes', () => {
  it('keeps the count and /track owes ₹150 twice and the ₹50 test once', async () => {
    expect((await record(LEARNER, 'DL123456101', { classes: 2 })).status).toBe(201);
    expect(await kept('DL123456101')).toEqual({ classes: 2 });
    expect((await track('DL123456101')).fees).toMatchObject({
      lines: [
        { item: { amount: 150, per: 'class' }, count: 2, amount: 300 },
        { item: { amount: 50 }, count: 1, amount: 50 },
      ],
      total: 350,
    });
  });

  it('drops a list where only a count is kept, and a count past 50, and still records the request', async () => {
    expect((await record(LEARNER, 'DL123456102', { classes: [CAR, TRANSPORT] })).status).toBe(201);
    expect(await kept('DL123456102')).toEqual({});
    expect((await record(LEARNER, 'DL123456103', { classes: 51 })).status).toBe(201);
    expect(await kept('DL123456103')).toEqual({});
  });
});

describe('adding classes, with a time read from the classes', () => {
  it('keeps the classes ticked, counts each one and reads the time of a transport vehicle among them', async () => {
    expect((await record(ADD_CLASS, 'DL123456104', { newClass: [CAR, TRANSPORT] })).status).toBe(201);
    expect(await kept('DL123456104')).toEqual({ newClass: [CAR, TRANSPORT] });
    expect(await track('DL123456104')).toMatchObject({ expectedTime: { days: 30, counting: 'working' }, fees: { total: 2 * (500 + 300) } });
  });

  it('drops unknown, repeated or no options', async () => {
    for (const [n, newClass] of [[105, ['Tractor']], [106, [CAR, CAR]], [107, []], [108, CAR]] as const) {
      expect((await record(ADD_CLASS, `DL123456${n}`, { newClass })).status).toBe(201);
      expect(await kept(`DL123456${n}`), JSON.stringify(newClass)).toEqual({});
    }
  });

  it('refuses a list that is not of texts or longer than 50, recording nothing', async () => {
    for (const newClass of [[1, 2], Array.from({ length: 51 }, () => CAR)]) {
      const res = await record(ADD_CLASS, 'DL123456109', { newClass });
      expect(res.status, JSON.stringify(newClass).slice(0, 40)).toBe(400);
      expect(res.body.code).toBe('request.case_invalid');
    }
    expect(await t.store.requests.get(requestId('DL123456109', PHONE))).toBeNull();
  });
});
