// The API answers in Telugu when the request asks for it: every message the server can send has
// its Telugu (read from the server's sources and the API schemas, so a new message without one
// fails here), and a request with Telugu first in Accept-Language gets its error, field messages
// and success message in Telugu, on the real SQLite store; any other request gets English.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asksForTelugu, messageInTelugu } from '../../src/server/http/answer-language';
import { messagesTe } from '../../src/server/http/messages-te';
import { teluguProblems } from '../shared/telugu-text';
import { serverMessages } from './helpers/server-messages';
import { makeTestApp, type TestApp } from './helpers/test-app';

describe('the Telugu of the API messages', () => {
  const messages = serverMessages();

  it('has every message of the server sources and schemas, translated with its values kept', () => {
    const problems = [...messages].flatMap(([english, where]) => teluguProblems(english, messagesTe[english]).map((p) => `${where}: "${english}" ${p}`));
    expect(problems).toEqual([]);
  });

  it('has no message the server no longer sends', () => {
    expect(Object.keys(messagesTe).filter((english) => !messages.has(english))).toEqual([]);
  });

  it('fills a message with a value into its Telugu', () => {
    expect(messageInTelugu('Please wait 42 seconds before requesting a new OTP.')).toBe('కొత్త OTP అడిగే ముందు దయచేసి 42 సెకన్లు ఆగండి.');
    expect(messageInTelugu('A closed request cannot be marked received.')).toBe('closed అభ్యర్థనను receivedగా గుర్తించలేం.');
    expect(messageInTelugu('A message it does not know')).toBe('A message it does not know');
  });
});

describe('asksForTelugu', () => {
  it.each([
    ['te', true],
    ['te-IN,en;q=0.8', true],
    ['en;q=0.5, te;q=0.8', true],
    ['en-IN,te;q=0.9', false],
    ['en', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(asksForTelugu(header)).toBe(expected);
  });
});

describe('answers on the real store', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const telugu = { 'Accept-Language': 'te-IN,te;q=0.9,en;q=0.8' };

  it('gives a refused form its message and field messages in Telugu, and in English otherwise', async () => {
    const te = await t.client().req('POST', '/api/auth/login', { phone: '12345', password: '' }, telugu);
    expect(te.status).toBe(400);
    expect(te.headers.get('Content-Language')).toBe('te');
    expect(te.body.fields).toEqual({ phone: 'దయచేసి సరైన భారతీయ ఫోన్ నంబర్ నమోదు చేయండి.', password: 'దయచేసి మీ పాస్‌వర్డ్ నమోదు చేయండి.' });

    const en = await t.client().req('POST', '/api/auth/login', { phone: '12345', password: '' }, { 'Accept-Language': 'en-IN,te;q=0.9' });
    expect(en.body.fields).toEqual({ phone: 'Please enter a valid Indian phone number.', password: 'Please enter your password.' });
    expect(en.headers.get('Vary')).toContain('Accept-Language');
  });

  it('says a wrong password, a sign-up and a missing route in Telugu', async () => {
    const browser = t.client();
    const signup = await browser.req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'tirupati-2026' }, telugu);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ message: 'నమోదు విజయవంతమైంది', user: { name: 'Ravi Kumar' } });

    const wrong = await t.client().req('POST', '/api/auth/login', { phone: '9876543210', password: 'not-the-password' }, telugu);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'ఫోన్ నంబర్ లేదా పాస్‌వర్డ్ తప్పు' });

    const missing = await t.client().req('GET', '/api/no-such-thing', undefined, telugu);
    expect(missing).toMatchObject({ status: 404, body: { error: 'కనిపించలేదు' } });
  });
});
