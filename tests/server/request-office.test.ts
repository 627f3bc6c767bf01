// The office a visitor chose (catalog/offices.yaml) travels in the request's case: /track and the
// desk name it and its address from the catalogue; an id the catalogue does not know is dropped, and
// the request is still recorded. On the real SQLite store and the real catalogue.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { AdminRequest, RequestView } from '../../src/shared/api/answers';
import { requestId } from '../../src/server/tracking/request-id';
import type { TestApp } from './helpers/test-app';
import { makeTrackingApp, withCaseSource, WITH_TEXTS } from './helpers/tracking-app';

const TRANSFER = 'transfer-ownership';
const PHONE = '+919876543210';
const { catalog } = await loadCatalog();
const kurnool = catalog!.offices.find((o) => o.id === 'kurnool-rto')!;

let t: TestApp;
beforeEach(async () => {
  t = await makeTrackingApp();
});
afterEach(async () => {
  await t.close();
});

const record = (serviceNumber: string, caseAnswers: unknown) =>
  t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: TRANSFER, serviceNumber, phone: PHONE, case: caseAnswers });
const track = (serviceNumber: string) => t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE });

describe('the office of a request', () => {
  it('is named on /track with its district and address, in both languages', async () => {
    expect((await record('TOO123456001', { district: 'kurnool-rto' })).status).toBe(201);
    const found = await track('TOO123456001');
    expect(found.status).toBe(200);
    const { office } = found.body.request as RequestView;
    expect(office).toEqual({ name: kurnool.name, district: kurnool.district, address: kurnool.address });
    expect(office?.address).toMatchObject({ en: expect.stringContaining('Kurnool'), te: expect.stringContaining('కర్నూలు') });
  });

  it('is dropped when the catalogue does not know it, and the request is still recorded', async () => {
    expect((await record('TOO123456002', { district: 'Guntur' })).status).toBe(201);
    expect((await t.store.requests.get(requestId('TOO123456002', PHONE)))?.case).toEqual({});
    const found = await track('TOO123456002');
    expect(found.status).toBe(200);
    expect(found.body.request).not.toHaveProperty('office');
  });

  it("is named on the desk's page of the request", async () => {
    await record('TOO123456003', { district: 'kurnool-rto' });
    await t.createAdmin('chief', 'chief-pass-1', 'admin');
    const desk = t.client();
    await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
    const one = await desk.req('GET', `/api/admin/requests/${requestId('TOO123456003', PHONE)}`);
    expect(one.status).toBe(200);
    expect((one.body.request as AdminRequest).office).toEqual({ name: kurnool.name, district: kurnool.district, address: kurnool.address });
  });
});

describe('an entry with an office field and fees', () => {
  const source = { url: 'https://aptransport.org/html/fees.html', title: 'Fees', asOf: '2026-11-22' };
  beforeEach(async () => {
    await t.close();
    // Transfer of Ownership with one fee for every case and no case-read time: a request sent without an office keeps it.
    t = await makeTrackingApp({ tweak: withCaseSource(TRANSFER, { fees: [{ for: 'Transfer', amount: 150, collectedBy: 'vahan', source }], expectedTime: undefined }) });
  });

  it('shows the fees of a request sent without an office, and the office beside them when chosen', async () => {
    await record('TOO123456004', {});
    expect((await track('TOO123456004')).body.request).toMatchObject({ fees: { total: 150 } });
    await record('TOO123456005', { district: 'kurnool-rto' });
    const request = (await track('TOO123456005')).body.request as RequestView;
    expect(request.fees?.total).toBe(150);
    expect(request.office?.name).toEqual(kurnool.name);
  });
});
