// Returns for correction: the desk flags fields and documents of a request, the visitor's fix link
// opens only while that round is open, and the corrected send makes the request waiting again.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintServiceNumber } from '../../src/core/service-number';
import { smsSize } from '../../src/core/sms-parts';
import { makeFixToken } from '../../src/server/tracking/fix-token';
import type { Client, TestApp } from './helpers/test-app';
import { makeTrackingApp, WITH_TEXTS } from './helpers/tracking-app';
import { sharedNumberRequest } from './helpers/shared-number';

const SECRET = 'a-test-key-that-signs-fix-links-0123456789';
const PHONE = '9876543210';
const NUMBER = 'VS123456042';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let desk: Client;
let id: string;

beforeEach(async () => {
  t = await makeTrackingApp();
  await t.createAdmin('chief', 'chief-pass-1', 'admin');
  desk = t.client();
  await desk.req('POST', '/api/admin/login', { username: 'chief', password: 'chief-pass-1' });
  await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber: NUMBER, phone: PHONE, language: 'te' });
  id = ((await t.client().req('POST', '/api/requests/track', { serviceNumber: NUMBER, phone: PHONE })).body.request as { id: string }).id;
  await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'received' });
});
afterEach(async () => {
  await t.close();
});

const CHASSIS = { target: { field: 'chassisNumber' }, reason: { preset: 'numberWrong' } };
const returnFor = (body: unknown) => desk.req('POST', `/api/admin/requests/${id}/return`, body);
const tracked = async () => (await t.client().req('POST', '/api/requests/track', { serviceNumber: NUMBER, phone: PHONE })).body.request as { status: string; history: unknown[] };
/** The code of the last fix link texted to the visitor (`…/f/<code>`). */
const sentCode = () => /\/f\/([\w-]{12})$/.exec(t.outboxLines().at(-1)?.text ?? '')?.[1] ?? '';
/** The token a `#fix=` link of the request's last return carried, as links were texted before codes. */
const tokenOf = async (requestId: string) => {
  const request = (await t.store.requests.get(requestId))!;
  return makeFixToken({ id: request.id, sn: request.serviceNumber, round: request.fixRound!, exp: request.history.at(-1)!.at + 14 * DAY }, SECRET);
};
type LinkKind = 'code' | 'token';
const openAs = (kind: LinkKind, ref: string) => t.client().req('POST', '/api/requests/fix', { [kind]: ref });
const sendAs = (kind: LinkKind, ref: string) => t.client().req('POST', '/api/requests/fix/sent', { [kind]: ref });
const open = (token: string) => openAs('token', token);
const send = (token: string) => sendAs('token', token);

describe('returning a request for correction', () => {
  it('moves it to needs_fix at round 1 with the flags, audited, and texts the visitor the fix link of the page in their language', async () => {
    const res = await returnFor({ flags: [CHASSIS, { target: { document: 'RC of the vehicle' }, reason: { text: '  The RC   photo is cut   off.\n' } }] });
    expect(res.status).toBe(200);
    const step = (res.body.request as { history: { status: string; by: string; fix?: unknown }[] }).history.at(-1);
    expect(step).toMatchObject({
      status: 'needs_fix',
      by: 'chief',
      fix: { round: 1, flags: [CHASSIS, { target: { document: 'RC of the vehicle' }, reason: { text: 'The RC photo is cut off.' } }] },
    });
    expect((await tracked()).status).toBe('needs_fix');
    const text = t.outboxLines().at(-1)!;
    expect(text.to).toBe('+919876543210');
    expect(text.text).toMatch(/ https:\/\/apvehicleassist\.in\/te\/f\/[\w-]{12}$/);
    expect(text.text).not.toContain('/track');
    const audit = (await t.store.audit.list({ action: 'request.return' }, { limit: 5, cursor: null })).items;
    expect(audit.map((e) => [e.actor, e.target, e.detail, e.ok])).toEqual([['chief', id, `${NUMBER}: returned for correction (round 1): chassisNumber, "RC of the vehicle"`, true]]);
  });

  it('texts what to correct and why with a short link on the site, in Telugu for a Telugu request', async () => {
    await returnFor({ flags: [CHASSIS] });
    const { text } = t.outboxLines().at(-1)!;
    expect(text).toMatch(/^AP వాహన & లైసెన్స్ సహాయం: దయచేసి అభ్యర్థన VS123456042లో సరిచేయండి: ఛాసిస్ నంబర్ \(నంబర్ తప్పుగా ఉన్నట్లుంది\)\. https:\/\/apvehicleassist\.in\/te\/f\/[\w-]{12}$/);
    // Before: "… స్థితి: సవరణ అవసరం. చూడండి: <the service page>#fix=<158-character token>", 5 UCS-2 parts with no reason.
    expect(smsSize(text)).toMatchObject({ encoding: 'ucs2', parts: 3 });
  });

  it('texts an English request in one SMS part: the first field, its reason, how many more, and the link', async () => {
    const serviceNumber = mintServiceNumber('VS');
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber, phone: PHONE, language: 'en' });
    const english = ((await t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE })).body.request as { id: string }).id;
    await desk.req('PATCH', `/api/admin/requests/${english}/status`, { status: 'received' });
    await desk.req('POST', `/api/admin/requests/${english}/return`, { flags: [CHASSIS] });
    const one = t.outboxLines().at(-1)!.text;
    expect(one).toMatch(new RegExp(`^AP Vehicle & Licence Assist: Please correct request ${serviceNumber}: Chassis Number \\(Number looks wrong\\)\\. https://apvehicleassist\\.in/f/[\\w-]{12}$`));
    // Before: "… is now Needs a correction. See: <the service page>#fix=<158-character token>", 335 characters in 3 parts.
    expect(smsSize(one)).toMatchObject({ encoding: 'gsm7', parts: 1 });

    await t.client().req('POST', `/api/requests/fix/sent`, { code: sentCode() });
    await desk.req('PATCH', `/api/admin/requests/${english}/status`, { status: 'received' });
    await desk.req('POST', `/api/admin/requests/${english}/return`, {
      flags: [{ target: { document: 'Valid insurance' }, reason: { text: 'Expired in March' } }, CHASSIS, { target: { field: 'vehicleNumber' }, reason: { preset: 'numberWrong' } }],
    });
    const several = t.outboxLines().at(-1)!.text;
    expect(several).toMatch(new RegExp(`^AP Vehicle & Licence Assist: Please correct request ${serviceNumber}: Valid insurance \\(Expired in March\\) and 2 more\\. https://apvehicleassist\\.in/f/${sentCode()}$`));
    expect(smsSize(several)).toMatchObject({ encoding: 'gsm7', parts: 1 });
  });

  it('lists what the desk may flag: the fields of the entry\'s form and its documents in every language', async () => {
    const res = await desk.req('GET', `/api/admin/requests/${id}/fixable`);
    expect(res.body.fields).toEqual(['vehicleClass', 'use', 'age', 'expiryDate', 'vehicleNumber', 'chassisNumber', 'mobileNumber']);
    expect((res.body.documents as unknown[])[0]).toEqual({ en: 'RC of the vehicle', te: 'వాహనం RC' });
    expect((await t.client().req('GET', `/api/admin/requests/${id}/fixable`)).status).toBe(401);
  });

  it("offers for each field the preset reasons that fit its type, for documents those that fit documents, and refuses any other", async () => {
    const res = await desk.req('GET', `/api/admin/requests/${id}/fixable`);
    // vehicleNumber, chassisNumber, the contact number: number-like; the choices and the date none; no name asked; photos and missing papers for documents.
    expect(res.body.presets).toEqual({
      fields: { vehicleClass: [], use: [], age: [], expiryDate: [], vehicleNumber: ['numberWrong'], chassisNumber: ['numberWrong'], mobileNumber: ['numberWrong'] },
      documents: ['photoUnreadable', 'documentMissing'],
    });
    const before = await tracked();
    const misfit = await returnFor({ flags: [{ target: { field: 'chassisNumber' }, reason: { preset: 'nameDiffers' } }] });
    expect(misfit).toMatchObject({ status: 400, body: { fieldCodes: { flags: 'request.fix_reason_misfit' } } });
    expect(misfit.texts.error).toBe('The reason "Name differs from the RC" does not fit chassisNumber: pick one that fits it, or type your own.');
    const onDocument = await returnFor({ flags: [{ target: { document: 'RC of the vehicle' }, reason: { preset: 'numberWrong' } }] });
    expect(onDocument.body).toMatchObject({ fieldCodes: { flags: 'request.fix_reason_misfit' } });
    expect(await tracked()).toEqual(before);
    expect((await returnFor({ flags: [{ target: { document: 'RC of the vehicle' }, reason: { preset: 'photoUnreadable' } }] })).status).toBe(200);
  });

  it.each([
    ['an unknown field', { flags: [{ target: { field: 'aadhaarNumber' }, reason: { preset: 'numberWrong' } }] }, 'request.fix_field_unknown'],
    ['a document of another service', { flags: [{ target: { document: 'Aadhaar card' }, reason: { preset: 'documentMissing' } }] }, 'request.fix_document_unknown'],
    ['a field flagged twice', { flags: [CHASSIS, { target: { field: 'chassisNumber' }, reason: { text: 'Again' } }] }, 'request.fix_repeated'],
    ['a reason over 500 characters', { flags: [{ target: { field: 'chassisNumber' }, reason: { text: 'x'.repeat(501) } }] }, 'request.reason_long'],
    ['an unknown preset', { flags: [{ target: { field: 'chassisNumber' }, reason: { preset: 'tooLate' } }] }, 'request.return_invalid'],
    ['a blank reason', { flags: [{ target: { field: 'chassisNumber' }, reason: { text: '   ' } }] }, 'request.return_invalid'],
    ['a flag without a reason', { flags: [{ target: { field: 'chassisNumber' } }] }, 'request.return_invalid'],
    ['no flags', { flags: [] }, 'request.return_none'],
  ])('refuses %s with a clear message, changing nothing', async (_what, body, code) => {
    const before = await tracked();
    const res = await returnFor(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldCodes).toEqual({ flags: code });
    expect(await tracked()).toEqual(before);
    expect(t.outboxLines().some((l) => l.text.includes('/f/'))).toBe(false);
  });

  it('counts 500 characters after the spaces are normalised', async () => {
    const res = await returnFor({ flags: [{ target: { field: 'chassisNumber' }, reason: { text: `${'x'.repeat(250)}        ${'y'.repeat(249)}` } }] });
    expect(res.status).toBe(200);
  });

  it('refuses a waiting, completed or already returned request, and the status change cannot set needs_fix', async () => {
    await returnFor({ flags: [CHASSIS] });
    const again = await returnFor({ flags: [CHASSIS] });
    expect(again.status).toBe(400);
    expect(again.texts.error).toBe('A needs fix request cannot be marked needs fix.');
    expect((await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'needs_fix' })).status).toBe(400);
    expect((await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'waiting' })).status).toBe(400);
  });
});

describe("flags by the request's case", () => {
  const RENEWAL = 'DLR123456042';
  const NOT_EXPIRED = { expiry: 'It has not expired yet' };
  const TEST_VEHICLE = 'The vehicle you will drive at the test, with its RC, insurance and PUC';
  /** A received renewal recorded with this case (none: recorded before cases); its id. */
  const renewal = async (serviceNumber: string, caseAnswers: Record<string, string> | undefined) => {
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'driving-licence-renewal', serviceNumber, phone: PHONE, ...(caseAnswers ? { case: caseAnswers } : {}) });
    const found = (await t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE })).body.request as { id: string };
    await desk.req('PATCH', `/api/admin/requests/${found.id}/status`, { status: 'received' });
    return found.id;
  };
  const flag = (target: object) => ({ flags: [{ target, reason: { text: 'Please check' } }] });

  it('offers only the fields and documents the case showed: a licence not yet expired has no expiry date nor driving test', async () => {
    const renewalId = await renewal(RENEWAL, NOT_EXPIRED);
    const res = await desk.req('GET', `/api/admin/requests/${renewalId}/fixable`);
    expect(res.body.fields).toEqual(['expiry', 'transport', 'licenceNumber', 'dateOfBirth', 'mobileNumber']);
    const documents = (res.body.documents as { en: string }[]).map((d) => d.en);
    expect(documents).not.toContain(TEST_VEHICLE);
    // The medical documents rest on a choice the case does not keep: either may have been listed.
    expect(documents.filter((d) => d.includes('Form 1A'))).toHaveLength(2);
  });

  it.each([
    ['a field the case never asked', { field: 'expiryDate' }, 'request.fix_field_not_asked', '"expiryDate" was not asked in this request\'s case, so it cannot be flagged.'],
    ['a document the case never listed', { document: TEST_VEHICLE }, 'request.fix_document_not_listed', `"${TEST_VEHICLE.slice(0, 60)}" was not asked for in this request's case, so it cannot be flagged.`],
  ])('refuses %s with a clear message, changing nothing', async (_what, target, code, text) => {
    const renewalId = await renewal(RENEWAL, NOT_EXPIRED);
    const before = (await desk.req('GET', `/api/admin/requests/${renewalId}`)).body.request as unknown;
    const res = await desk.req('POST', `/api/admin/requests/${renewalId}/return`, flag(target));
    expect(res.status).toBe(400);
    expect(res.body.fieldCodes).toEqual({ flags: code });
    expect(res.texts.error).toBe(text);
    expect((await desk.req('GET', `/api/admin/requests/${renewalId}`)).body.request).toEqual(before);
    expect(t.outboxLines().some((l) => l.text.includes('/f/'))).toBe(false);
  });

  it('takes them where the case showed them', async () => {
    const renewalId = await renewal(RENEWAL, { expiry: 'It expired more than a year ago' });
    const res = await desk.req('POST', `/api/admin/requests/${renewalId}/return`, { flags: [...flag({ field: 'expiryDate' }).flags, ...flag({ document: TEST_VEHICLE }).flags] });
    expect(res.status).toBe(200);
  });

  it("shows what the visitor answered where the case recorded it, in every language, and offers 'Name differs' for a name", async () => {
    const renewalId = await renewal(RENEWAL, { expiry: 'It expired more than a year ago' });
    const res = await desk.req('GET', `/api/admin/requests/${renewalId}/fixable`);
    expect(res.body.answers).toEqual({ expiry: { en: 'It expired more than a year ago', te: expect.stringMatching(/\S/) } });
    expect((res.body.presets as { fields: Record<string, string[]> }).fields).toMatchObject({ expiry: [], licenceNumber: ['numberWrong'], dateOfBirth: [] });
    const transferNumber = mintServiceNumber('TOO');
    expect((await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'transfer-ownership', serviceNumber: transferNumber, phone: PHONE })).status).toBe(201);
    const transfer = ((await t.client().req('POST', '/api/requests/track', { serviceNumber: transferNumber, phone: PHONE })).body.request as { id: string }).id;
    const names = (await desk.req('GET', `/api/admin/requests/${transfer}/fixable`)).body.presets as { fields: Record<string, string[]> };
    expect(names.fields).toMatchObject({ buyerName: ['nameDiffers'], sellerName: ['nameDiffers'] });
  });

  it("shows the desk what the visitor's WhatsApp messages wrote for the fields the case did not record, the newest first, in either language", async () => {
    const renewalId = await renewal(RENEWAL, NOT_EXPIRED);
    const message = (id: string, text: string, at: number) =>
      t.store.whatsapp.add({ id, direction: 'in', phone: '+919876543210', serviceNumber: RENEWAL, requestId: renewalId, kind: 'text', text, media: [], at, status: null, linkedBy: null });
    // Before: only the case's answers, so the desk flagged a licence number without seeing it.
    expect((await desk.req('GET', `/api/admin/requests/${renewalId}/fixable`)).body.written).toEqual({});
    await message('wamid.first', '*Driving Licence Renewal*\n\nLicence Number: AP0120190001234\nDate of Birth: 03-02-1990\nMobile Number: +91 98765 43210', 1000);
    await message('wamid.later', 'లైసెన్స్ నంబర్: AP0120190009876', 2000);
    const res = await desk.req('GET', `/api/admin/requests/${renewalId}/fixable`);
    expect(res.body.written).toEqual({ licenceNumber: 'AP0120190009876', dateOfBirth: '03-02-1990', mobileNumber: '+91 98765 43210' });
    // A field the case recorded keeps the case's answer only.
    expect(res.body.written).not.toHaveProperty('expiry');
  });

  it('keeps every field and document for a request recorded before cases', async () => {
    const renewalId = await renewal(RENEWAL, undefined);
    expect((await desk.req('GET', `/api/admin/requests/${renewalId}/fixable`)).body.fields).toContain('expiryDate');
    expect((await desk.req('POST', `/api/admin/requests/${renewalId}/return`, flag({ field: 'expiryDate' }))).status).toBe(200);
  });
});

describe.each<[string, LinkKind]>([
  ['the short link\'s code', 'code'],
  ['the #fix= token of a link texted before codes', 'token'],
])('the fix link by %s', (_name, kind) => {
  /** What the last return's link carries: its code, or the token an old link held. */
  const sentLink = async () => (kind === 'code' ? sentCode() : tokenOf(id));
  const open = (ref: string) => openAs(kind, ref);
  const send = (ref: string) => sendAs(kind, ref);

  it('opens the flags with their reasons in every language and nothing else, then the send makes it waiting with the round on the timeline', async () => {
    await returnFor({ flags: [CHASSIS, { target: { document: 'Valid insurance' }, reason: { text: 'Expired in March' } }] });
    const token = await sentLink();
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      entryId: 'vehicle-fitness',
      serviceNumber: NUMBER,
      round: 1,
      flags: [
        { target: { field: 'chassisNumber' }, reason: { en: 'Number looks wrong', te: 'నంబర్ తప్పుగా ఉన్నట్లుంది' } },
        { target: { document: 'Valid insurance' }, reason: { en: 'Expired in March', te: 'Expired in March' }, document: { en: 'Valid insurance', te: 'చెల్లుబాటులో ఉన్న ఇన్సూరెన్స్' } },
      ],
      case: {},
      written: {},
    });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    t.clock.advance(60_000);
    const sent = await send(token);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ serviceNumber: NUMBER, round: 1, status: 'waiting' });
    const view = await tracked();
    expect(view.status).toBe('waiting');
    const timeline = (await desk.req('GET', `/api/admin/requests/${id}`)).body.request as { history: unknown[] };
    expect(timeline.history.at(-1)).toEqual({ status: 'waiting', at: new Date(t.clock.now).toISOString(), by: null, fix: { round: 1 } });
  });

  it("shows the old answer of each flagged field as the visitor's newest message wrote it, and nothing of the fields not flagged", async () => {
    const message = (wamid: string, text: string, at: number) =>
      t.store.whatsapp.add({ id: wamid, direction: 'in', phone: '+919876543210', serviceNumber: NUMBER, requestId: id, kind: 'text', text, media: [], at, status: null, linkedBy: null });
    await message('wamid.first', '*Vehicle Fitness*\n\nChassis Number: MA1AB2CD3EF456789\nVehicle Number: AP39AB1234', 1000);
    await message('wamid.later', 'ఛాసిస్ నంబర్: MA1AB2CD3EF999999', 2000);
    await returnFor({ flags: [CHASSIS] });
    const opened = await open(await sentLink());
    expect(opened.body.written).toEqual({ chassisNumber: 'MA1AB2CD3EF999999' });
  });

  it('is used once: after the send it opens nothing, and a second send changes nothing', async () => {
    await returnFor({ flags: [CHASSIS] });
    const token = await sentLink();
    await send(token);
    for (const res of [await open(token), await send(token)]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('request.fix_used');
    }
    expect((await tracked()).status).toBe('waiting');
  });

  it('opens only at its own round: round 1 link is refused once the desk returns it again', async () => {
    await returnFor({ flags: [CHASSIS] });
    const first = await sentLink();
    await send(first);
    await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'received' });
    await returnFor({ flags: [{ target: { field: 'vehicleNumber' }, reason: { preset: 'numberWrong' } }] });
    const second = await sentLink();
    // The round's code is replaced by the next one's, so it is no code any more; a token says its round.
    expect((await open(first)).body.code).toBe(kind === 'code' ? 'request.fix_invalid' : 'request.fix_used');
    const opened = await open(second);
    expect(opened.body).toMatchObject({ round: 2, flags: [{ target: { field: 'vehicleNumber' } }] });
  });

  it('is refused once the request is closed', async () => {
    await returnFor({ flags: [CHASSIS] });
    const token = await sentLink();
    expect((await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'closed', reason: 'Sold' })).status).toBe(200);
    expect((await open(token)).body.code).toBe('request.fix_used');
  });

  it('expires after 14 days', async () => {
    await returnFor({ flags: [CHASSIS] });
    const token = await sentLink();
    t.clock.advance(14 * DAY - 1000);
    expect((await open(token)).status).toBe(200);
    t.clock.advance(2000);
    const late = await open(token);
    expect(late.status).toBe(400);
    expect(late.texts).toEqual({
      error: 'This correction link has expired. Please write to us on WhatsApp with your service number.',
      fields: { [kind]: 'This correction link has expired. Please write to us on WhatsApp with your service number.' },
    });
    expect((await send(token)).body.code).toBe('request.fix_expired');
    expect((await tracked()).status).toBe('needs_fix');
  });

});

describe('a wrong code or token', () => {
  it('refuses a tampered, forged or malformed token with a clear 400, never a 500', async () => {
    await returnFor({ flags: [CHASSIS] });
    const token = await tokenOf(id);
    const [part, mac] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString()) as { id: string; sn: string; round: number; exp: number };
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 365 * DAY })).toString('base64url');
    const tampered = [
      `${longer}.${mac}`,
      `${part}.${mac.slice(0, -2)}AA`,
      makeFixToken({ ...payload }, 'another-key-that-is-long-enough-0123456789'),
      `${Buffer.from('not json').toString('base64url')}.${mac}`,
      'no-dot-at-all',
      `${part}.${mac}.extra`,
      '.',
    ];
    for (const bad of tampered) {
      const res = await open(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('request.fix_invalid');
    }
    // Signed with the server's key, the payload is believed: a forged one needs the key.
    expect((await open(makeFixToken(payload, SECRET))).status).toBe(200);
    for (const body of [{}, { token: 42 }, { token: '' }, { token: 'x'.repeat(401) }, { token, more: 1 }]) {
      const res = await t.client().req('POST', '/api/requests/fix', body);
      expect(res.status).toBe(400);
    }
    expect((await tracked()).status).toBe('needs_fix');
  });

  it('refuses a code that is not the last one texted, or not one at all, as the same invalid link', async () => {
    await returnFor({ flags: [CHASSIS] });
    const code = sentCode();
    expect(code).toMatch(/^[\w-]{12}$/);
    const other = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [other, code.toLowerCase() === code ? code.toUpperCase() : code.toLowerCase(), code.slice(1), `${code}x`, 'f/../admin', '%2e%2e', ' '.repeat(12)]) {
      const res = await openAs('code', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('request.fix_invalid');
      expect((await sendAs('code', bad)).body.code).toBe('request.fix_invalid');
    }
    for (const body of [{ code: 42 }, { code: '' }, { code: 'x'.repeat(41) }, { code, token: await tokenOf(id) }, { code, more: 1 }]) {
      expect((await t.client().req('POST', '/api/requests/fix', body)).status).toBe(400);
    }
    expect((await openAs('code', code)).status).toBe(200);
    expect((await tracked()).status).toBe('needs_fix');
  });

  it('mints a new code at each return: the earlier round\'s code opens nothing', async () => {
    await returnFor({ flags: [CHASSIS] });
    const first = sentCode();
    await sendAs('code', first);
    await desk.req('PATCH', `/api/admin/requests/${id}/status`, { status: 'received' });
    await returnFor({ flags: [CHASSIS] });
    const second = sentCode();
    expect(second).not.toBe(first);
    expect((await openAs('code', first)).body.code).toBe('request.fix_invalid');
    expect((await openAs('code', second)).body).toMatchObject({ round: 2 });
  });

  it('counts every open and send against the address, codes and tokens alike', async () => {
    await returnFor({ flags: [CHASSIS] });
    const code = sentCode();
    for (let i = 0; i < 30; i++) await openAs(i % 2 ? 'code' : 'token', i % 2 ? code : 'wrong.token');
    const res = await openAs('code', code);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('request.too_many');
  });
});

describe("the fix link and the request's case", () => {
  const LESS_THAN_A_YEAR = 'It expired less than a year ago';
  const NOT_EXPIRED = 'It has not expired yet';
  let renewal: { serviceNumber: string; id: string };
  /** A received renewal recorded with this case, returned with a flag on this field; the code texted. */
  const returnedRenewal = async (caseAnswers: Record<string, string | number>, field: string) => {
    const serviceNumber = mintServiceNumber('DLR');
    await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'driving-licence-renewal', serviceNumber, phone: PHONE, case: caseAnswers });
    const found = (await t.client().req('POST', '/api/requests/track', { serviceNumber, phone: PHONE })).body.request as { id: string };
    renewal = { serviceNumber, id: found.id };
    await desk.req('PATCH', `/api/admin/requests/${found.id}/status`, { status: 'received' });
    expect((await desk.req('POST', `/api/admin/requests/${found.id}/return`, { flags: [{ target: { field }, reason: field === 'licenceNumber' ? { preset: 'numberWrong' } : { text: 'Please check this answer' } }] })).status).toBe(200);
    return sentCode();
  };
  const deskView = async () => (await desk.req('GET', `/api/admin/requests/${renewal.id}`)).body.request as { status: string; fees?: { total: number } };
  const kept = async () => (await t.store.requests.get(renewal.id))!.case;
  const sendWith = (token: string, caseAnswers: unknown) => t.client().req('POST', '/api/requests/fix/sent', { code: token, case: caseAnswers });

  it('opens with the case the request was recorded with, for the answers the fix view does not ask again', async () => {
    const token = await returnedRenewal({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, 'licenceNumber');
    const opened = await openAs('code', token);
    expect(opened.status).toBe(200);
    expect(opened.body.case).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect((await deskView()).fees?.total).toBe(1300);
  });

  it('keeps the case as it was when the correction changes no fee', async () => {
    const token = await returnedRenewal({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, 'licenceNumber');
    expect((await sendWith(token, { expiry: LESS_THAN_A_YEAR, expiryDate: 1 })).status).toBe(200);
    expect(await kept()).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect(await deskView()).toMatchObject({ status: 'waiting', fees: { total: 1300 } });
  });

  it('puts the corrected case in place of the request\'s, so the desk sees the new fees', async () => {
    const token = await returnedRenewal({ expiry: NOT_EXPIRED }, 'expiry');
    expect((await deskView()).fees?.total).toBe(200);
    expect((await sendWith(token, { expiry: LESS_THAN_A_YEAR, expiryDate: 1 })).status).toBe(200);
    expect(await kept()).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect(await deskView()).toMatchObject({ status: 'waiting', fees: { total: 1300 } });
  });

  it('checks the corrected case as a new request\'s: personal values, unknown options and counts out of range are dropped', async () => {
    const token = await returnedRenewal({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, 'expiry');
    const res = await sendWith(token, { expiry: NOT_EXPIRED, expiryDate: 51, licenceNumber: 'AP3920190001234', dateOfBirth: '1990-01-01', transport: 'Perhaps' });
    expect(res.status).toBe(200);
    expect(await kept()).toEqual({ expiry: NOT_EXPIRED });
  });

  it('refuses a case that is not an object of answers with a clear 400, changing nothing', async () => {
    const token = await returnedRenewal({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, 'expiry');
    for (const bad of [['Yes'], 'Yes', { expiry: { nested: true } }, { expiryDate: 1.5 }, Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']))]) {
      const res = await sendWith(token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.fieldCodes).toEqual({ case: 'request.case_invalid' });
    }
    expect((await t.client().req('POST', '/api/requests/fix/sent', { code: token, cases: {} })).status).toBe(400);
    expect(await kept()).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
    expect((await deskView()).status).toBe('needs_fix');
  });

  it('keeps the request\'s case when the send carries none', async () => {
    const token = await returnedRenewal({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 }, 'licenceNumber');
    expect((await sendAs('code', token)).status).toBe(200);
    expect(await kept()).toEqual({ expiry: LESS_THAN_A_YEAR, expiryDate: 1 });
  });
});

describe('two requests that share a service number', () => {
  const SHARED = 'VS987654321';
  const VICTIM = '9876543210';
  const ATTACKER = '9123456780';
  const VICTIM_REASON = { target: { field: 'chassisNumber' }, reason: { text: 'The chassis number on your RC ends in 4471' } };
  const ATTACKER_REASON = { target: { field: 'vehicleNumber' }, reason: { preset: 'numberWrong' } };
  const track = async (phone: string) => (await t.client().req('POST', '/api/requests/track', { serviceNumber: SHARED, phone })).body.request as { id: string; status: string };
  /** A request of SHARED from this phone, received and returned with this flag; its id and the token texted to it. */
  const returned = async (phone: string, flag: unknown) => {
    // The first request of SHARED is recorded; the second is written as a store from before numbers were unique holds it.
    const held = (await t.store.requests.search({ serviceNumber: SHARED }, { limit: 1, cursor: null })).items.length > 0;
    if (held) sharedNumberRequest(t, SHARED, phone);
    else await t.client().req('POST', '/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-fitness', serviceNumber: SHARED, phone, language: 'en' });
    const { id: requestId } = await track(phone);
    await desk.req('PATCH', `/api/admin/requests/${requestId}/status`, { status: 'received' });
    expect((await desk.req('POST', `/api/admin/requests/${requestId}/return`, { flags: [flag] })).status).toBe(200);
    return { id: requestId, token: await tokenOf(requestId), code: sentCode() };
  };
  /** A token as links were made before the request's id was signed in: {sn, round, exp} only. */
  const legacyToken = (round: number) => {
    const part = Buffer.from(JSON.stringify({ sn: SHARED, round, exp: t.clock.now + 14 * DAY })).toString('base64url');
    return `${part}.${createHmac('sha256', SECRET).update(part).digest('base64url')}`;
  };

  it("opens and sends only the link's own request: the attacker's link never reads nor sends the victim's correction", async () => {
    // The attacker's request came first; the victim, a moment later, drew the same number.
    const attacker = await returned(ATTACKER, ATTACKER_REASON);
    t.clock.advance(60_000);
    const victim = await returned(VICTIM, VICTIM_REASON);
    const opened = await open(attacker.token);
    expect(opened.status).toBe(200);
    expect(opened.body.flags).toEqual([{ target: { field: 'vehicleNumber' }, reason: { en: 'Number looks wrong', te: 'నంబర్ తప్పుగా ఉన్నట్లుంది' } }]);
    expect(JSON.stringify(opened.body)).not.toContain('4471');
    expect((await send(attacker.token)).status).toBe(200);
    expect((await track(ATTACKER)).status).toBe('waiting');
    expect((await track(VICTIM)).status).toBe('needs_fix');
    // The victim's own link still opens the victim's flags, and sends only the victim's request.
    expect((await open(victim.token)).body.flags).toEqual([{ target: { field: 'chassisNumber' }, reason: { en: VICTIM_REASON.reason.text, te: VICTIM_REASON.reason.text } }]);
    expect((await send(victim.token)).status).toBe(200);
    expect((await track(VICTIM)).status).toBe('waiting');
  });

  it('refuses a link whose payload was edited to name the other request, changing nothing', async () => {
    const attacker = await returned(ATTACKER, ATTACKER_REASON);
    const victim = await returned(VICTIM, VICTIM_REASON);
    const [part, mac] = attacker.token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString()) as Parameters<typeof makeFixToken>[0];
    expect(payload.id).toBe(attacker.id);
    const edited = `${Buffer.from(JSON.stringify({ ...payload, id: victim.id })).toString('base64url')}.${mac}`;
    for (const res of [await open(edited), await send(edited)]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('request.fix_invalid');
    }
    // Even signed with the key, a token whose number is not its request's opens nothing.
    const mismatched = makeFixToken({ ...payload, sn: NUMBER }, SECRET);
    expect((await open(mismatched)).body.code).toBe('request.fix_invalid');
    expect((await track(VICTIM)).status).toBe('needs_fix');
    expect((await track(ATTACKER)).status).toBe('needs_fix');
  });

  it("never opens the other request once the link's own has moved on", async () => {
    const victim = await returned(VICTIM, VICTIM_REASON);
    await returned(ATTACKER, ATTACKER_REASON);
    await send(victim.token);
    for (const res of [await open(victim.token), await send(victim.token)]) expect(res.body.code).toBe('request.fix_used');
    expect((await track(ATTACKER)).status).toBe('needs_fix');
  });

  it('opens a link made before the id was signed in only while one request holds its number', async () => {
    await returned(VICTIM, VICTIM_REASON);
    const legacy = legacyToken(1);
    expect((await open(legacy)).body.flags).toMatchObject([{ target: { field: 'chassisNumber' } }]);
    await returned(ATTACKER, ATTACKER_REASON);
    for (const res of [await open(legacy), await send(legacy)]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('request.fix_invalid');
    }
    expect((await track(VICTIM)).status).toBe('needs_fix');
    expect((await track(ATTACKER)).status).toBe('needs_fix');
  });
});
