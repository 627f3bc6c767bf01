// /api/grievances and /api/admin/grievances on the real SQLite store: anyone sends the grievance
// officer a complaint and gets a reference and the day it will be answered by; bad input is refused
// with its field's message and keeps nothing; an address sends a few an hour; the desk lists the
// open ones due first, opens one and records its answer once, audited without the complaint's text;
// the purge erases a grievance a year after its answer; the holder of a proven number downloads and
// erases theirs with the account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRIEVANCE_REFERENCE_PATTERN } from '../../src/core/grievance-reference';
import { mintGrievanceReference } from '../../src/server/grievances/grievance-reference';
import { purgeCutoffs } from '../../src/server/store/purge-cutoffs';
import { makeTestApp, type Client, type TestApp } from './helpers/test-app';
import { provenUser, signedUpUser } from './helpers/tracking-app';

const DAY = 86_400_000;

let t: TestApp;
let mod: Client;
/** Signs the moderator in afresh: an admin session ends after 30 idle minutes, and the tests move the clock by days. */
async function signInMod(): Promise<void> {
  mod = t.client();
  await mod.req('POST', '/api/admin/login', { username: 'mod', password: 'mod-pass-1' });
}
beforeEach(async () => {
  t = await makeTestApp();
  await t.createAdmin('mod', 'mod-pass-1', 'moderator');
  await signInMod();
});
afterEach(async () => {
  await t.close();
});

const complaint = { name: 'Sita Devi', phone: '98765 43210', kind: 'correction', text: 'The vehicle number on my request is wrong.' };

describe('POST /api/grievances', () => {
  it('keeps the complaint and answers a reference and the day, 90 days on in India, it will be answered by', async () => {
    const res = await t.client().req('POST', '/api/grievances', {
      ...complaint,
      name: '  Sita Devi ',
      email: ' sita@example.in ',
      serviceNumber: 'vs 123 456 o42',
      text: '  The vehicle number on my request is wrong.  ',
      language: 'te',
    });
    expect(res.status).toBe(201);
    // The test clock is 1 January 2026, 15:30 in India.
    expect(res.texts).toEqual({ message: 'Your complaint has reached our grievance officer.', reference: expect.stringMatching(GRIEVANCE_REFERENCE_PATTERN), answerBy: '2026-04-01' });
    expect(await t.store.grievances.get(res.body.reference as string)).toEqual({
      reference: res.body.reference,
      name: 'Sita Devi',
      phone: '+919876543210',
      email: 'sita@example.in',
      serviceNumber: 'VS123456042',
      kind: 'correction',
      text: 'The vehicle number on my request is wrong.',
      language: 'te',
      receivedAt: t.clock.now,
      answer: null,
      answeredAt: null,
      answeredBy: null,
    });
  });

  it('asks for no account, e-mail or service number, and writes down English when no language is named', async () => {
    const res = await t.client().req('POST', '/api/grievances', complaint);
    expect(res.status).toBe(201);
    expect(await t.store.grievances.get(res.body.reference as string)).toMatchObject({ email: null, serviceNumber: null, language: 'en' });
  });

  it('gives every grievance its own reference, readable and unguessable', () => {
    const references = new Set(Array.from({ length: 1000 }, () => mintGrievanceReference()));
    expect(references.size).toBe(1000);
    for (const reference of references) expect(reference).toMatch(GRIEVANCE_REFERENCE_PATTERN);
    // Every byte value lands on a character: nothing reads as I, L, O or U.
    expect(mintGrievanceReference(() => Uint8Array.from({ length: 10 }, (_, i) => 255 - i))).toBe('GR-ZYXWV-TSRQP');
  });

  it.each([
    ['a blank name', { ...complaint, name: ' ' }, 'name', 'Please enter your name.'],
    ['a name of 101 characters', { ...complaint, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters long.'],
    ['no mobile number', { ...complaint, phone: undefined }, 'phone', 'Please enter your phone number.'],
    ['a mobile number that is not one', { ...complaint, phone: '12345' }, 'phone', 'Please enter a valid Indian phone number.'],
    ['an e-mail address that is not one', { ...complaint, email: 'sita@' }, 'email', 'Please enter a valid email address.'],
    ['a service number that is not one', { ...complaint, serviceNumber: 'my request' }, 'serviceNumber', expect.stringContaining('Please enter a valid service number')],
    // The right shape with a wrong check digit: a typo, not another request.
    ['a service number with a wrong check digit', { ...complaint, serviceNumber: 'TOO48217730915463' }, 'serviceNumber', expect.stringContaining('Please enter a valid service number')],
    ['no kind', { ...complaint, kind: undefined }, 'kind', 'Please choose what your complaint is about.'],
    ['a kind not on the list', { ...complaint, kind: 'refund' }, 'kind', 'Please choose what your complaint is about.'],
    ['no complaint', { ...complaint, text: undefined }, 'text', 'Please describe your complaint.'],
    ['a complaint of spaces', { ...complaint, text: '           ' }, 'text', 'Please describe your complaint.'],
    ['a complaint of 6 characters', { ...complaint, text: 'Wrong.' }, 'text', 'Please describe your complaint in at least 10 characters.'],
    ['a complaint of 4001 characters', { ...complaint, text: 'x'.repeat(4001) }, 'text', 'Your complaint must be at most 4000 characters long.'],
    ['a language the site does not have', { ...complaint, language: 'fr' }, 'language', 'language must be a language of this site.'],
    ["a field of the desk's", { ...complaint, answer: 'Mine.' }, 'answer', 'This field is not allowed: "answer".'],
  ])('refuses %s with its field’s message and keeps nothing', async (_, body, field, message) => {
    const res = await t.client().req('POST', '/api/grievances', body);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toEqual(message);
    expect(await t.store.grievances.listOpen()).toEqual([]);
  });

  it('refuses a body that is not an object, and never answers 500 to it', async () => {
    for (const raw of ['[]', '"complaint"', 'null', '{']) {
      const res = await t.client().raw('POST', '/api/grievances', raw, { 'content-type': 'application/json' });
      expect(res.status, raw).toBe(400);
    }
    expect(await t.store.grievances.listOpen()).toEqual([]);
  });

  it('takes a few an hour from one address, and refusals spend none', async () => {
    const ip = '192.0.2.9';
    expect((await t.client(ip).req('POST', '/api/grievances', { ...complaint, text: 'short' })).status).toBe(400);
    for (let i = 0; i < t.config.limits.grievancePerIp.max; i++) expect((await t.client(ip).req('POST', '/api/grievances', complaint)).status).toBe(201);
    const res = await t.client(ip).req('POST', '/api/grievances', complaint);
    expect([res.status, res.body.code, res.headers.get('retry-after')]).toEqual([429, 'grievance.too_many', '3600']);
    expect((await t.client('192.0.2.10').req('POST', '/api/grievances', complaint)).status).toBe(201);
    expect(await t.store.grievances.listOpen()).toHaveLength(t.config.limits.grievancePerIp.max + 1);
  });
});

/** Files a grievance from its own address and answers its reference. */
async function filed(body: Record<string, unknown>, ip: string): Promise<string> {
  const res = await t.client(ip).req('POST', '/api/grievances', body);
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

describe('the grievance officer’s queue', () => {
  it('lists the open grievances due first with their due day, opens one, and records its answer once, audited without the text', async () => {
    const first = await filed({ ...complaint, kind: 'erasure', text: 'Please delete everything you keep of me.' }, '198.51.100.1');
    t.clock.advance(3 * DAY);
    const second = await filed({ ...complaint, name: 'Ravi', kind: 'access' }, '198.51.100.2');
    await signInMod();

    const queue = await mod.req('GET', '/api/admin/grievances');
    expect(queue.status).toBe(200);
    const listed = queue.body.grievances as Record<string, unknown>[];
    expect(listed.map((g) => [g.reference, g.kind, g.answerBy])).toEqual([
      [first, 'erasure', '2026-04-01'],
      [second, 'access', '2026-04-04'],
    ]);
    expect(listed[0]).toMatchObject({ name: 'Sita Devi', phone: '+919876543210', text: 'Please delete everything you keep of me.', receivedAt: '2026-01-01T10:00:00.000Z', answer: null });

    expect((await mod.req('GET', `/api/admin/grievances/${first}`)).body.grievance).toMatchObject({ reference: first, answer: null });
    expect((await mod.req('POST', `/api/admin/grievances/${first}/answer`, { answer: '  ' })).body.fields).toEqual({ answer: 'Please write the answer you gave.' });

    t.clock.advance(DAY);
    await signInMod();
    const answered = await mod.req('POST', `/api/admin/grievances/${first}/answer`, { answer: ' Deleted on 5 January; told her by e-mail. ' });
    expect(answered.status).toBe(200);
    expect(answered.texts).toMatchObject({ message: 'Answer recorded: the grievance is closed.', grievance: { reference: first, answer: 'Deleted on 5 January; told her by e-mail.', answeredAt: '2026-01-05T10:00:00.000Z', answeredBy: 'mod' } });
    const again = await mod.req('POST', `/api/admin/grievances/${first}/answer`, { answer: 'Once more.' });
    expect([again.status, again.body.code]).toEqual([409, 'grievance.answered_already']);
    expect((await t.store.grievances.get(first))?.answer).toBe('Deleted on 5 January; told her by e-mail.');

    expect(((await mod.req('GET', '/api/admin/grievances')).body.grievances as { reference: string }[]).map((g) => g.reference)).toEqual([second]);
    // Answered, it is still there to read.
    expect((await mod.req('GET', `/api/admin/grievances/${first}`)).body.grievance).toMatchObject({ answeredBy: 'mod' });

    const events = (await t.store.audit.list({ action: 'grievance.answer' }, { limit: 5, cursor: null })).items;
    expect(events.map((e) => [e.actor, e.target, e.detail, e.ok])).toEqual([['mod', first, 'erasure grievance answered', true]]);
    expect(JSON.stringify(events)).not.toMatch(/delete everything|Deleted on/);
  });

  it('answers 404 for a reference it does not hold or that cannot be one', async () => {
    for (const path of ['/api/admin/grievances/GR-00000-00000', '/api/admin/grievances/not-a-reference', '/api/admin/grievances/__x__']) {
      expect((await mod.req('GET', path)).status, path).toBe(404);
    }
    expect((await mod.req('POST', '/api/admin/grievances/GR-00000-00000/answer', { answer: 'Nobody.' })).body.code).toBe('grievance.unknown');
  });

  it('refuses anyone but the desk: nobody signed in, and a portal user', async () => {
    const reference = await filed(complaint, '198.51.100.3');
    expect((await t.client().req('GET', '/api/admin/grievances')).status).toBe(401);
    const user = await signedUpUser(t, '9000000001');
    expect((await user.req('GET', '/api/admin/grievances')).status).toBe(403);
    expect((await user.req('POST', `/api/admin/grievances/${reference}/answer`, { answer: 'Mine.' })).status).toBe(403);
    expect((await t.store.grievances.get(reference))?.answer).toBeNull();
  });
});

describe('the grievances kept', () => {
  it('are purged a year after their answer; an open one stays however old', async () => {
    const answeredOne = await filed(complaint, '198.51.100.4');
    const openOne = await filed({ ...complaint, kind: 'other' }, '198.51.100.5');
    await mod.req('POST', `/api/admin/grievances/${answeredOne}/answer`, { answer: 'Corrected.' });
    t.clock.advance(364 * DAY);
    await t.store.purge(purgeCutoffs(t.config, t.clock.now));
    expect(await t.store.grievances.get(answeredOne)).not.toBeNull();
    t.clock.advance(2 * DAY);
    await t.store.purge(purgeCutoffs(t.config, t.clock.now));
    expect(await t.store.grievances.get(answeredOne)).toBeNull();
    expect(await t.store.grievances.get(openOne)).not.toBeNull();
  });

  it("are in the download of a proven number's account and go with the account; another number's stay", async () => {
    const owner = await provenUser(t, '9812345670');
    const mine = await filed({ ...complaint, phone: '+91 98123 45670' }, '198.51.100.6');
    const theirs = await filed(complaint, '198.51.100.7');
    const data = await owner.req('GET', '/api/me/account/data');
    const grievances = (data.body.kinds as { key: string; records: Record<string, unknown>[] }[]).find((k) => k.key === 'grievance')!.records;
    expect(grievances).toEqual([expect.objectContaining({ reference: mine, phone: '+919812345670', kind: 'correction', answer: null })]);

    expect((await owner.req('POST', '/api/me/account/erase', { password: 'Kadapa#Fort2026' })).status).toBe(200);
    expect(await t.store.grievances.get(mine)).toBeNull();
    expect(await t.store.grievances.get(theirs)).not.toBeNull();
    const [erased] = (await t.store.audit.list({ action: 'account.erase' }, { limit: 1, cursor: null })).items;
    expect(erased?.detail).toBe('with 0 requests and 1 grievance');
  });
});
