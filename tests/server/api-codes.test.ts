// API errors are codes: every answer names its code (and each field's), with the English text for
// other clients; the browser shows the code's text from its dictionary. So every code the server
// can send has its text in every language, each text is written once, and the dictionaries hold no
// code the server never sends. The server's own codes are typed (en-api.ts, te-api.ts: a missing
// text is a type error); the codes a schema's x-messages name are checked here. Then each kind of
// error on the real SQLite store.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerLanguage } from '../../src/server/http/answer-language';
import { enApi } from '../../src/shared/i18n/en-api';
import { teApi } from '../../src/shared/i18n/te-api';
import { teluguProblems } from '../shared/telugu-text';
import { makeTestApp, type Res, type TestApp } from './helpers/test-app';

/** The answer as sent. */
const sent = (res: Res) => ({ status: res.status, body: res.body });

const root = new URL('../../', import.meta.url).pathname;
type Messages = Record<string, string>;
type Schema = { 'x-messages'?: Messages; properties?: Record<string, { 'x-messages'?: Messages }> };

/** Every code a schema's x-messages name, with where (`<schema>.<field>.<keyword>`, `_` for the body). */
function schemaCodes(): Map<string, string[]> {
  const dir = join(root, 'schemas/api');
  const codes = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Schema;
    const stem = name.replace('.schema.json', '');
    const fields: [string, Messages | undefined][] = [['_', schema['x-messages']], ...Object.entries(schema.properties ?? {}).map(([field, p]): [string, Messages | undefined] => [field, p['x-messages']])];
    for (const [field, messages] of fields) {
      for (const [keyword, code] of Object.entries(messages ?? {})) codes.set(code, [...(codes.get(code) ?? []), `${stem}.${field}.${keyword}`]);
    }
  }
  return codes;
}

function serverSources(dir = join(root, 'src/server')): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? serverSources(path) : path.endsWith('.ts') ? readFileSync(path, 'utf8') : ''))
    .join('\n');
}

/** The texts of a dictionary written under more than one code, with those codes. */
function writtenTwice(texts: Record<string, string>): string[] {
  const codes = new Map<string, string[]>();
  for (const [code, text] of Object.entries(texts)) codes.set(text, [...(codes.get(text) ?? []), code]);
  return [...codes].filter(([, list]) => list.length > 1).map(([text, list]) => `"${text}": ${list.join(', ')}`);
}

describe('the texts of the API codes', () => {
  const fromSchemas = schemaCodes();

  it('gives every code its English and Telugu text, placeholders kept', () => {
    const problems = Object.entries(enApi).flatMap(([key, english]) => teluguProblems(english, teApi[key as keyof typeof enApi]).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("names in a schema's messages only codes that have a text", () => {
    const texts = enApi as Record<string, string | undefined>;
    expect([...fromSchemas].filter(([code]) => texts[`api.${code}`] === undefined).map(([code, where]) => `${code} (${where.join(', ')})`)).toEqual([]);
  });

  it('writes each text once, in each language', () => {
    expect(writtenTwice(enApi)).toEqual([]);
    expect(writtenTwice(teApi)).toEqual([]);
  });

  it('has no text for a code the server never sends', () => {
    const sources = serverSources();
    expect(Object.keys(enApi).filter((key) => !fromSchemas.has(key.slice('api.'.length)) && !sources.includes(`'${key.slice('api.'.length)}'`))).toEqual([]);
  });
});

describe('answerLanguage (the language of the texts the server sends itself)', () => {
  it.each([
    ['te', 'te'],
    ['te-IN,en;q=0.8', 'te'],
    ['en;q=0.5, te;q=0.8', 'te'],
    ['en-IN,te;q=0.9', 'en'],
    ['fr,te;q=0.9', 'en'],
    ['en', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, expected) => {
    expect(answerLanguage(header)).toBe(expected);
  });
});

describe('each kind of error answers with its code, on the real store', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const telugu = { 'Accept-Language': 'te-IN,te;q=0.9,en;q=0.8' };

  it("a body the schema refuses: the first field's code and a code per field, English texts, whatever the language asked", async () => {
    const res = await t.client().req('POST', '/api/auth/login', { phone: '12345', password: '' }, telugu);
    expect(res.status).toBe(400);
    expect(sent(res).body).toEqual({
      error: 'Please enter a valid Indian phone number.',
      code: 'phone.invalid',
      fields: { phone: 'Please enter a valid Indian phone number.', password: 'Please enter your password.' },
      fieldCodes: { phone: 'phone.invalid', password: 'login.password_required' },
    });
    expect(res.headers.get('Content-Language')).toBeNull();

    const extra = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'x', admin: true });
    expect(sent(extra).body).toMatchObject({ code: 'body.field_not_allowed', fields: { admin: 'This field is not allowed: "admin".' } });

    const notObject = await t.client().req('POST', '/api/auth/login', [1]);
    expect(sent(notObject).body).toEqual({ error: 'Please send a JSON object.', code: 'body.not_object' });
  });

  it('a rule checked in code takes the code of its schema message', async () => {
    const res = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'password123', consents: ['account'] });
    expect(res.status).toBe(400);
    expect(sent(res).body).toMatchObject({ code: 'password.common', fieldCodes: { password: 'password.common' } });
  });

  it("the server's own refusals: body, sign-in, missing route, other site", async () => {
    const notJson = await t.client().raw('POST', '/api/auth/login', '{', { 'Content-Type': 'application/json' });
    expect(sent(notJson).body).toEqual({ error: 'The request body is not valid JSON.', code: 'body.not_json' });

    const signup = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026', consents: ['account'] }, telugu);
    expect(signup.status).toBe(201);
    expect(sent(signup).body).toMatchObject({ message: 'Registration successful', code: 'auth.signed_up' });

    const wrong = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'not-the-password' }, telugu);
    expect(wrong.status).toBe(401);
    expect(sent(wrong).body).toEqual({ error: 'Invalid phone number or password', code: 'auth.invalid_login' });

    const taken = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026', consents: ['account'] });
    expect(sent(taken)).toMatchObject({ status: 409, body: { code: 'auth.phone_taken' } });

    const missing = await t.client().req('GET', '/api/no-such-thing', undefined, telugu);
    expect(sent(missing)).toMatchObject({ status: 404, body: { error: 'Not found', code: 'not_found' } });

    const cross = await t.client().req('POST', '/api/auth/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' });
    expect(sent(cross)).toMatchObject({ status: 403, body: { code: 'origin.refused' } });
  });

  it('a text with a value carries it in `values`, a 429 its Retry-After', async () => {
    await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026', consents: ['account'] });
    const browser = t.client();
    expect((await browser.req('POST', '/api/auth/otp/send', { phone: '9876543210' })).status).toBe(200);
    const again = await browser.req('POST', '/api/auth/otp/send', { phone: '9876543210' });
    expect(again.status).toBe(429);
    expect(sent(again).body).toEqual({ error: 'Please wait 30 seconds before requesting a new OTP.', code: 'otp.wait', values: { seconds: 30 } });
    expect(again.headers.get('Retry-After')).toBe('30');
  });

  it("an unexpected failure answers 500 with the route's own failure code", async () => {
    t.store.feedback.create = () => Promise.reject(new Error('disk on fire'));
    const res = await t.client().req('POST', '/api/feedback', { name: 'Ravi', email: 'ravi@example.org', rating: 5, message: 'Quick and clear help with my licence renewal.' });
    expect(sent(res)).toMatchObject({ status: 500, body: { error: 'Failed to submit feedback', code: 'feedback.submit_failed' } });
  });
});
