// API errors are codes: every answer names its code (and each field's), with the English text for
// other clients; the browser shows the code's text from its dictionary. So every code the server
// can send has its text in every language, and the dictionaries hold no code the server never
// sends. The server's own codes are typed (en-api.ts, te-api.ts: a missing text is a type error);
// a schema's codes follow from its x-messages and are checked here. Then each kind of error on
// the real SQLite store.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerLanguage } from '../../src/server/http/answer-language';
import { enApi } from '../../src/shared/i18n/en-api';
import { teApi, teApiSchema } from '../../src/shared/i18n/te-api';
import { teluguProblems } from '../shared/telugu-text';
import { makeTestApp, type Res, type TestApp } from './helpers/test-app';

/** The answer as sent. */
const sent = (res: Res) => ({ status: res.status, body: res.body });

const root = new URL('../../', import.meta.url).pathname;
type Messages = Record<string, string>;
type Schema = { 'x-messages'?: Messages; properties?: Record<string, { $ref?: string; 'x-messages'?: Messages }> };

/** Every code a schema's messages give (`schema.<schema>.<field>.<keyword>`, `_` for the body) with its English text. */
function schemaCodes(): Map<string, string> {
  const dir = join(root, 'schemas/api');
  const schemas = new Map(readdirSync(dir).filter((name) => name.endsWith('.schema.json')).map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Schema]));
  const codes = new Map<string, string>();
  for (const [name, schema] of schemas) {
    const stem = name.replace('.schema.json', '');
    for (const [keyword, text] of Object.entries(schema['x-messages'] ?? {})) codes.set(`schema.${stem}._.${keyword}`, text);
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const shared = property.$ref ? schemas.get(property.$ref)?.['x-messages'] : undefined;
      for (const [keyword, text] of Object.entries({ ...shared, ...property['x-messages'] })) codes.set(`schema.${stem}.${field}.${keyword}`, text);
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

describe('the texts of the API codes', () => {
  const fromSchemas = schemaCodes();

  it('gives every code of the server its English and Telugu text, placeholders kept', () => {
    const problems = Object.entries(enApi).flatMap(([key, english]) => teluguProblems(english, teApi[key as keyof typeof enApi]).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("gives every code of a schema's messages its Telugu text", () => {
    const telugu = teApiSchema as Record<string, string | undefined>;
    const problems = [...fromSchemas].flatMap(([code, english]) => teluguProblems(english, telugu[`api.${code}`]).map((p) => `api.${code} ("${english}"): ${p}`));
    expect(problems).toEqual([]);
  });

  it('has no text for a code the server never sends', () => {
    const sources = serverSources();
    expect(Object.keys(enApi).filter((key) => !sources.includes(`'${key.slice('api.'.length)}'`))).toEqual([]);
    expect(Object.keys(teApiSchema).filter((key) => !fromSchemas.has(key.slice('api.'.length)))).toEqual([]);
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
      code: 'schema.auth-login.phone.default',
      fields: { phone: 'Please enter a valid Indian phone number.', password: 'Please enter your password.' },
      fieldCodes: { phone: 'schema.auth-login.phone.default', password: 'schema.auth-login.password.minLength' },
    });
    expect(res.headers.get('Content-Language')).toBeNull();

    const extra = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'x', admin: true });
    expect(sent(extra).body).toMatchObject({ code: 'schema.auth-login._.additionalProperties', fields: { admin: 'This field is not allowed: "admin".' } });

    const notObject = await t.client().req('POST', '/api/auth/login', [1]);
    expect(sent(notObject).body).toEqual({ error: 'Please send a JSON object.', code: 'schema.auth-login._.type' });
  });

  it('a rule checked in code takes the code of its schema message', async () => {
    const res = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'password123' });
    expect(res.status).toBe(400);
    expect(sent(res).body).toMatchObject({ code: 'schema.auth-signup.password.common', fieldCodes: { password: 'schema.auth-signup.password.common' } });
  });

  it("the server's own refusals: body, sign-in, missing route, other site", async () => {
    const notJson = await t.client().raw('POST', '/api/auth/login', '{', { 'Content-Type': 'application/json' });
    expect(sent(notJson).body).toEqual({ error: 'The request body is not valid JSON.', code: 'body.not_json' });

    const signup = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026' }, telugu);
    expect(signup.status).toBe(201);
    expect(sent(signup).body).toMatchObject({ message: 'Registration successful', code: 'auth.signed_up' });

    const wrong = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'not-the-password' }, telugu);
    expect(wrong.status).toBe(401);
    expect(sent(wrong).body).toEqual({ error: 'Invalid phone number or password', code: 'auth.invalid_login' });

    const taken = await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026' });
    expect(sent(taken)).toMatchObject({ status: 409, body: { code: 'auth.phone_taken' } });

    const missing = await t.client().req('GET', '/api/no-such-thing', undefined, telugu);
    expect(sent(missing)).toMatchObject({ status: 404, body: { error: 'Not found', code: 'not_found' } });

    const cross = await t.client().req('POST', '/api/auth/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' });
    expect(sent(cross)).toMatchObject({ status: 403, body: { code: 'origin.refused' } });
  });

  it('a text with a value carries it in `values`, a 429 its Retry-After', async () => {
    await t.client().req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026' });
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
