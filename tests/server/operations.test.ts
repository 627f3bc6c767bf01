// What an operator relies on: GET /api/health tells whether the store answers (on SQLite and on
// Firestore), and every request leaves one JSON log line Cloud Logging understands, without bodies,
// query strings or phone numbers.
import { afterEach, describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../src/server/store/firestore/firestore-store';
import { startEmulator } from './helpers/firestore-emulator';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = null;
});

describe('GET /api/health', () => {
  it('answers 200 while SQLite answers, 503 once it does not', async () => {
    t = await makeTestApp();
    const ok = await t.client().req('GET', '/api/health');
    expect(ok.status).toBe(200);
    expect(ok.texts).toEqual({ ok: true });
    expect(ok.headers.get('cache-control')).toBe('private, no-store');

    await t.store.close();
    const down = await t.client().req('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.texts).toEqual({ ok: false, error: 'The data store is not answering.' });
    expect(t.logLines().some((l) => l.severity === 'ERROR' && String(l.message).startsWith('health: the store does not answer'))).toBe(true);
  });

  it('answers 200 while Firestore answers, 503 once the emulator is gone', async () => {
    const emulator = await startEmulator();
    let stopped = false;
    try {
      const store = createFirestoreStore(emulator.db, 'health_');
      // The first call opens the gRPC channel, which can take seconds on a busy machine.
      await store.meta.get('warm-up');
      t = await makeTestApp({ store: { ...store, close: async () => undefined } });
      const ok = await t.client().req('GET', '/api/health');
      expect(ok.status, JSON.stringify(t.logLines())).toBe(200);
      emulator.server.stop();
      stopped = true;
      const down = await t.client().req('GET', '/api/health');
      expect(down.status).toBe(503);
      expect(down.texts).toEqual({ ok: false, error: 'The data store is not answering.' });
    } finally {
      if (!stopped) emulator.server.stop();
      await emulator.stop().catch(() => undefined);
    }
  });
});

describe('request log', () => {
  it('writes one JSON line per request: id, method, path, status, duration, severity and httpRequest', async () => {
    t = await makeTestApp();
    const res = await t.client().req('GET', '/api/services?category=vehicle');
    await t.client().req('GET', '/api/nothing-here');
    const lines = t.logLines();
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(first).toMatchObject({
      severity: 'INFO',
      method: 'GET',
      path: '/api/services',
      status: 200,
      httpRequest: { requestMethod: 'GET', requestUrl: '/api/services', status: 200 },
    });
    expect(first.requestId).toBe(res.headers.get('x-request-id'));
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof first.durationMs).toBe('number');
    expect((first.httpRequest as { latency: string }).latency).toMatch(/^\d+\.\d{4}s$/);
    expect(first.message).toMatch(/^GET \/api\/services 200 [\d.]+ ms$/);
    expect(second).toMatchObject({ severity: 'WARNING', path: '/api/nothing-here', status: 404 });
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('never logs a body, a query string, a password or a phone number', async () => {
    t = await makeTestApp();
    const c = t.client();
    await c.req('POST', '/api/auth/signup', { name: 'Ravi Kumar', phone: '9876543210', password: 'secret-pass-1', consents: ['account'] });
    await c.req('POST', '/api/auth/login', { phone: '9876543210', password: 'wrong-pass-1' });
    await c.req('GET', '/api/services?phone=9876543210');
    await c.req('GET', '/api/lookup/+919876543210');
    const text = t.logLines().map((l) => JSON.stringify(l)).join('\n');
    // One request line each (the failed sign-in also has its security line, tested in lockout.test.ts).
    expect(t.logLines().filter((l) => !l.security).map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/auth/signup', 201],
      ['POST', '/api/auth/login', 401],
      ['GET', '/api/services', 200],
      ['GET', '/api/lookup/[number]', 404],
    ]);
    for (const secret of ['9876543210', 'secret-pass', 'wrong-pass', 'Ravi']) expect(text).not.toContain(secret);
  });
});
