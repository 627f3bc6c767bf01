// Builds the Cloud Functions bundle and drives its `api` export over HTTP against the in-process
// Firestore emulator: the deployable artefact itself, not only its sources, serves the API.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogSeed } from '../../src/server/services/load-catalog-seed';
import { openFirestoreStore } from '../../src/server/store/firestore/open-firestore';
import { freePort } from './helpers/firestore-emulator';
import { WITH_TEXTS } from './helpers/tracking-app';

let emulator: FirestoreServer;
let server: http.Server;
let base = '';
let reminders: { run(event: { scheduleTime: string }): Promise<void> };
let purge: typeof reminders;

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/build-functions.ts'], { stdio: 'pipe' });
  const port = await freePort();
  emulator = new FirestoreServer();
  await emulator.start(port);
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    GCLOUD_PROJECT: 'demo-rto-functions',
    FIRESTORE_COLLECTION_PREFIX: 'bundle_',
    BCRYPT_COST: '4',
  });
  const mod = (await import(pathToFileURL(path.resolve('functions-dist/index.js')).href)) as {
    api: (req: http.IncomingMessage, res: http.ServerResponse) => void;
    reminders: typeof reminders;
    purge: typeof purge;
  };
  reminders = mod.reminders;
  purge = mod.purge;
  // Cloud Functions hands the handler a request whose body is already read into rawBody.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      (req as http.IncomingMessage & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
      mod.api(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}, 60_000);

afterAll(() => {
  server?.close();
  emulator?.stop();
  for (const k of ['FIRESTORE_EMULATOR_HOST', 'GCLOUD_PROJECT', 'FIRESTORE_COLLECTION_PREFIX', 'BCRYPT_COST']) delete process.env[k];
});

describe('functions bundle', () => {
  it('carries only server dependencies and the catalogue seed', async () => {
    const pkg = JSON.parse(fs.readFileSync('functions-dist/package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['firebase-admin', 'firebase-functions']);
    const code = fs.readFileSync('functions-dist/index.js', 'utf8');
    expect(code).not.toMatch(/better-sqlite3|from "react"|@mantine/);
    // bcrypt is the worker's alone: nothing hashes on the function's event loop.
    expect(code).not.toMatch(/node_modules\/bcryptjs/);
    expect(code).toContain('new URL("./bcrypt-worker.js", import.meta.url)');
    const { seed } = await loadCatalogSeed();
    expect(JSON.parse(fs.readFileSync('functions-dist/catalog-seed.json', 'utf8')).listing).toEqual(seed!.listing);
  });

  it('serves the API on Firestore: the live listing, signup, me', async () => {
    const listing = await fetch(`${base}/api/listing`);
    expect(await listing.json()).toEqual({ entries: {}, links: [], order: {} });
    expect(listing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ name: 'Cloud User', phone: '9876543210', password: 'godavari-ghat-5', consents: ['account'] }),
    });
    expect(signup.status).toBe(201);
    expect(signup.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const cookie = /__session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')![0];
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ name: 'Cloud User', phone: '+919876543210' });
    const dup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cloud User', phone: '+91 98765 43210', password: 'godavari-ghat-5', consents: ['account'] }),
    });
    expect(dup.status).toBe(409);
    // The password was hashed and is checked by the bundle's worker (bcrypt-worker.js beside index.js).
    const login = (password: string) =>
      fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, body: JSON.stringify({ phone: '9876543210', password }) });
    expect((await login('godavari-ghat-5')).status).toBe(200);
    expect((await login('godavari-ghat-6')).status).toBe(401);
    const bad = await fetch(`${base}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });

  it('hashes on its worker thread, which runs on its own: bcryptjs is inside it, no node_modules needed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-bcrypt-worker-'));
    const file = path.join(dir, 'bcrypt-worker.js');
    fs.copyFileSync('functions-dist/bcrypt-worker.js', file);
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}');
    const worker = new Worker(file);
    const ask = (job: object) =>
      new Promise<{ value?: unknown; error?: string }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(job);
      });
    try {
      const { value: hash } = await ask({ op: 'hash', password: 'godavari-ghat-5', cost: 4 });
      expect(hash).toMatch(/^\$2b\$04\$/);
      expect(await ask({ op: 'compare', password: 'godavari-ghat-5', hash })).toEqual({ value: true });
      expect(await ask({ op: 'compare', password: 'godavari-ghat-6', hash })).toEqual({ value: false });
    } finally {
      await worker.terminate();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records and tracks a request, and runs the scheduled reminder job, on Firestore', async () => {
    const post = (url: string, body: unknown, cookie = '', method = 'POST') =>
      fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '203.0.113.10' }, body: JSON.stringify(body) });
    const recorded = await post('/api/requests', { ...WITH_TEXTS, entryId: 'vehicle-ekyc', serviceNumber: 'VS123456042', phone: '9000000001' });
    expect(recorded.status).toBe(201);
    const tracked = await post('/api/requests/track', { serviceNumber: 'VS123456042', phone: '9000000001' });
    expect(((await tracked.json()) as { request: { title: string } }).request.title).toBe('Vehicle eKYC');

    const signup = await post('/api/auth/signup', { name: 'Reminder User', phone: '9000000002', password: 'cloud-pass-2', consents: ['account'] });
    const cookie = /__session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')![0];
    expect((await post('/api/me/vehicles', { number: 'AP39BJ1234', expiries: { insurance: '2026-12-02' } }, cookie)).status).toBe(201);
    expect((await post('/api/me/settings', { reminders: true }, cookie, 'PUT')).status).toBe(200);
    // Reminders go only to a proven number: proven here as a code entered on it would (lockout.test.ts).
    const me = (await (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).json()) as { id: string };
    await openFirestoreStore(process.env).userSettings.setVerifiedPhone(me.id, '+919000000002', Date.now());
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await reminders.run({ scheduleTime: '2026-11-22T03:30:00Z' });
      await reminders.run({ scheduleTime: '2026-11-22T03:30:00Z' });
      const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[reminders]'));
      expect(lines).toEqual([
        '[reminders] 2026-11-22: 1 sent, 0 sent before, 0 failed, 0 deferred, 0 to unproven numbers',
        '[reminders] 2026-11-22: 0 sent, 1 sent before, 0 failed, 0 deferred, 0 to unproven numbers',
      ]);
      // The hourly purge: the request and the account are young, nothing of them goes.
      await purge.run({ scheduleTime: new Date().toISOString() });
      expect(log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[purge]'))).toEqual([expect.stringMatching(/^\[purge\] \d+ records deleted$/)]);
      expect((await post('/api/requests/track', { serviceNumber: 'VS123456042', phone: '9000000001' })).status).toBe(200);
    } finally {
      log.mockRestore();
    }
  });
});
