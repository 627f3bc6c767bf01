import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpSms, httpSmsOptionsFromEnv } from '../../src/server/sms/http-sms';
import { openSms } from '../../src/server/sms/open-sms';
import { createOutboxSms } from '../../src/server/sms/outbox-sms';
import { tempDir } from './helpers/test-app';

// A stand-in SMS gateway on loopback that records what it receives.
let server: http.Server;
let url = '';
let status = 200;
const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/send`;
});
afterAll(() => {
  server.close();
});

describe('HTTP SMS provider', () => {
  it('posts JSON with the bearer token, sender and configured field names', async () => {
    const sms = createHttpSms(
      httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'tok', SMS_HTTP_SENDER: 'APRTO', SMS_HTTP_TO_FIELD: 'mobile', SMS_HTTP_TEXT_FIELD: 'message' }),
    );
    await sms.send('+919876543210', 'Your code is 123456', 'otp');
    const last = received.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer tok');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.body).toEqual({ mobile: '+919876543210', message: 'Your code is 123456', sender: 'APRTO' });
  });

  it('adds the fixed fields of SMS_HTTP_EXTRA (DLT template ids)', async () => {
    const sms = createHttpSms(httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_EXTRA: '{"template_id":"1107000000000000001","route":"dlt"}' }));
    await sms.send('+919876543210', 'x', 'otp');
    expect(received.at(-1)!.body).toEqual({ template_id: '1107000000000000001', route: 'dlt', to: '+919876543210', text: 'x' });
    expect(() => httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_EXTRA: '[1]' })).toThrow(/JSON object of strings/);
    expect(() => httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_EXTRA: '{' })).toThrow(/JSON object of strings/);
  });

  it('sends each kind of text with its own DLT template fields from SMS_HTTP_TEMPLATES, over the fixed ones', async () => {
    const templates = JSON.stringify({ otp: { template_id: '1107000000000000001' }, status: { template_id: '1107000000000000004' } });
    const sms = createHttpSms(httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_EXTRA: '{"entity_id":"1101","template_id":"none"}', SMS_HTTP_TEMPLATES: templates }));
    await sms.send('+919876543210', 'code', 'otp');
    expect(received.at(-1)!.body).toEqual({ entity_id: '1101', template_id: '1107000000000000001', to: '+919876543210', text: 'code' });
    await sms.send('+919876543210', 'moved', 'status');
    expect(received.at(-1)!.body).toMatchObject({ template_id: '1107000000000000004', text: 'moved' });
    await sms.send('+919876543210', 'due', 'reminder');
    expect(received.at(-1)!.body).toMatchObject({ template_id: 'none' });
    expect(() => httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_TEMPLATES: '{"promo":{"template_id":"1"}}' })).toThrow(/not "promo"/);
    expect(() => httpSmsOptionsFromEnv({ SMS_HTTP_URL: url, SMS_HTTP_TEMPLATES: '{"otp":"1"}' })).toThrow(/SMS_HTTP_TEMPLATES must be/);
  });

  it('rejects when the provider refuses', async () => {
    status = 500;
    const sms = createHttpSms(httpSmsOptionsFromEnv({ SMS_HTTP_URL: url }));
    await expect(sms.send('+919876543210', 'x', 'otp')).rejects.toThrow('SMS provider answered 500');
    status = 200;
  });

  it('needs a URL', () => {
    expect(() => openSms({ SMS_PROVIDER: 'http' }, '/tmp')).toThrow(/SMS_HTTP_URL/);
    expect(() => openSms({ SMS_PROVIDER: 'pigeon' }, '/tmp')).toThrow(/Unknown SMS_PROVIDER/);
  });
});

describe('outbox', () => {
  it('appends one JSON line per message, and logs only that a text went out to a masked number', async () => {
    const dir = tempDir();
    const logged: string[] = [];
    const sms = createOutboxSms(path.join(dir, 'sub', 'outbox.jsonl'), (l) => logged.push(l));
    await sms.send('+919876543210', 'one', 'otp');
    await sms.send('+919876543211', 'రెండు', 'status');
    const lines = fs.readFileSync(path.join(dir, 'sub', 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(lines.map((l) => [l.to, l.text, l.kind])).toEqual([['+919876543210', 'one', 'otp'], ['+919876543211', 'రెండు', 'status']]);
    expect(Number.isNaN(Date.parse(lines[0]!.at!))).toBe(false);
    // With what it costs: Telugu goes as UCS-2.
    expect(logged).toEqual([
      '[sms outbox] a text to +91******3210 (3 characters, 1 SMS part in GSM-7) is in outbox.jsonl',
      '[sms outbox] a text to +91******3211 (5 characters, 1 SMS part in UCS-2) is in outbox.jsonl',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('no SMS provider where no outbox may be kept (Cloud Functions)', () => {
  it('refuses to send a code: 503 with a text for the visitor, the reason in the log, no code anywhere', async () => {
    const { makeTestApp } = await import('./helpers/test-app');
    const { createUnavailableSms } = await import('../../src/server/sms/unavailable-sms');
    const log: string[] = [];
    const t = await makeTestApp({ sms: createUnavailableSms((line) => log.push(line)) });
    try {
      await t.client().req('POST', '/api/auth/signup', { name: 'Lakshmi', phone: '9876543210', password: 'first-pass-1', consents: ['account'] });
      const res = await t.client().req('POST', '/api/auth/otp/send', { phone: '9876543210' });
      expect(res.status).toBe(503);
      expect(res.texts).toEqual({ error: 'We cannot send text messages right now. Please try again later or contact support.' });
      expect(log.join('\n')).toMatch(/No SMS provider is configured/);
      expect(log.join('\n')).not.toMatch(/\d{6}/);
      expect(await t.store.otps.get('+919876543210')).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('openSms without a data folder and without a provider refuses', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(openSms({}, null).send('+919876543210', '123456 is your code', 'otp')).rejects.toThrow(/No SMS provider/);
    } finally {
      quiet.mockRestore();
    }
  });
});
