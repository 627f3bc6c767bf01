// POST /api/grievances/answer on the real SQLite store: with a grievance's reference and the mobile
// number it was sent with, its sender reads that it is open and when it will be answered by, then the
// officer's answer and its day; never their name, e-mail or complaint, nor who answered. A reference
// nobody holds and one held with another number get the same 404, bad input a 400 with its field's
// message, and an address looks up only so many an hour.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
});
afterEach(async () => {
  await t.close();
});

const complaint = { name: 'Sita Devi', phone: '98765 43210', email: 'sita@example.in', kind: 'erasure', text: 'Please delete everything you keep of my number.' };

async function file(): Promise<string> {
  const res = await t.client('198.51.100.1').req('POST', '/api/grievances', complaint);
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

async function answerAsOfficer(reference: string, answer: string): Promise<void> {
  const mod = t.client();
  await mod.req('POST', '/api/admin/login', { username: 'mod', password: 'mod-pass-1' });
  expect((await mod.req('POST', `/api/admin/grievances/${reference}/answer`, { answer })).status).toBe(200);
}

const lookUp = (body: unknown, ip?: string) => t.client(ip).req('POST', '/api/grievances/answer', body);

/** None of what the sender wrote, nor the admin's username, is in the answer. */
function expectNothingPrivate(body: unknown): void {
  const sent = JSON.stringify(body);
  for (const kept of ['Sita', 'sita@example.in', 'delete everything', '9876543210', 'mod', 'erasure']) expect(sent).not.toContain(kept);
}

describe('POST /api/grievances/answer', () => {
  it('tells its sender it is open and when it will be answered by, then the answer, its line breaks kept, and its day', async () => {
    const reference = await file();
    const open = await lookUp({ reference, phone: '+91 98765 43210' });
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('no-store');
    // The test clock is 1 January 2026, 15:30 in India.
    expect(open.body).toEqual({ reference, receivedOn: '2026-01-01', answerBy: '2026-04-01', status: 'open', answer: null, answeredOn: null });
    expectNothingPrivate(open.body);

    t.clock.advance(4 * DAY);
    await answerAsOfficer(reference, 'Deleted on 5 January.\nNothing of your number is kept.');
    const answered = await lookUp({ reference, phone: '9876543210' });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({
      reference,
      receivedOn: '2026-01-01',
      answerBy: '2026-04-01',
      status: 'answered',
      answer: 'Deleted on 5 January.\nNothing of your number is kept.',
      answeredOn: '2026-01-05',
    });
    expectNothingPrivate(answered.body);
  });

  it('reads a reference typed loosely: lower case, spaces or dashes, without GR, O for 0 and I or L for 1', async () => {
    const reference = await file();
    const groups = reference.slice(3).replace('-', '');
    const loose = [reference.toLowerCase(), `gr ${groups.slice(0, 5)} ${groups.slice(5)}`, groups, ` GR–${groups} `, reference.replace(/0/g, 'o').replace(/1/g, 'l')];
    for (const typed of loose) {
      const res = await lookUp({ reference: typed, phone: '098765 43210' });
      expect([res.status, res.body.reference], typed).toEqual([200, reference]);
    }
  });

  it('answers a reference nobody holds and one held with another number the same 404', async () => {
    const reference = await file();
    const wrongPhone = await lookUp({ reference, phone: '91234 56789' });
    const unknown = await lookUp({ reference: reference === 'GR-00000-00000' ? 'GR-00000-00001' : 'GR-00000-00000', phone: '98765 43210' });
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.body).toEqual({ code: 'grievance.not_found', error: 'No complaint has this reference number and mobile number. Please check both.' });
    expect([unknown.status, unknown.body]).toEqual([wrongPhone.status, wrongPhone.body]);
  });

  it.each([
    ['no reference', { phone: '98765 43210' }, 'reference', 'Please enter your reference number.'],
    ['a reference that cannot be one', { reference: 'GR-12345', phone: '98765 43210' }, 'reference', 'Please enter the reference number as you were given it, e.g. GR-7KQ2M-9XD4T.'],
    ['a reference with a U', { reference: 'GR-UUUUU-00000', phone: '98765 43210' }, 'reference', 'Please enter the reference number as you were given it, e.g. GR-7KQ2M-9XD4T.'],
    ['a reference that is not text', { reference: 12345, phone: '98765 43210' }, 'reference', 'Please enter the reference number as you were given it, e.g. GR-7KQ2M-9XD4T.'],
    ['no mobile number', { reference: 'GR-7KQ2M-9XD4T' }, 'phone', 'Please enter your phone number.'],
    ['a mobile number that is not one', { reference: 'GR-7KQ2M-9XD4T', phone: '12345' }, 'phone', 'Please enter a valid Indian phone number.'],
    ['a field of its own', { reference: 'GR-7KQ2M-9XD4T', phone: '98765 43210', name: 'Sita' }, 'name', 'This field is not allowed: "name".'],
  ])('refuses %s with its field’s message', async (_, body, field, message) => {
    const res = await lookUp(body);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toEqual(message);
  });

  it('refuses a body that is not an object, and never answers 500 to it', async () => {
    for (const raw of ['[]', '"GR-7KQ2M-9XD4T"', 'null', '{', '']) {
      const res = await t.client().raw('POST', '/api/grievances/answer', raw, { 'content-type': 'application/json' });
      expect(res.status, raw).toBe(400);
    }
  });

  it('looks up only so many an hour from one address, found or not; another address is not held up', async () => {
    const reference = await file();
    const ip = '192.0.2.9';
    for (let i = 0; i < t.config.limits.grievanceLookupPerIp.max; i++) {
      expect((await lookUp({ reference, phone: i % 2 ? '98765 43210' : '91234 56789' }, ip)).status).toBeLessThan(500);
    }
    const res = await lookUp({ reference, phone: '98765 43210' }, ip);
    expect([res.status, res.body.code, res.headers.get('retry-after')]).toEqual([429, 'grievance.lookups_too_many', '3600']);
    expect((await lookUp({ reference, phone: '98765 43210' }, '192.0.2.10')).status).toBe(200);
  });
});
