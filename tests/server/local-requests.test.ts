// `npm start`'s server checks recorded requests against the catalogue it loads, and a recorded
// request survives a crash (SIGKILL) like every other write.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from './helpers/local-server';
import { tempDir } from './helpers/test-app';
import { WITH_TEXTS } from './helpers/tracking-app';

const dataDir = tempDir('rto-local-requests-');
const staticDir = tempDir('rto-local-requests-static-');
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
const servers: LocalServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of [dataDir, staticDir]) fs.rmSync(d, { recursive: true, force: true });
});

const post = (base: string, p: string, body: unknown) =>
  fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('requests on the local server', () => {
  it('records against the catalogue, and the record outlives a kill -9', async () => {
    const first = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
    servers.push(first);
    expect((await post(first.base, '/api/requests', { ...WITH_TEXTS, entryId: 'transfer-ownership', serviceNumber: 'VS123456042', phone: '9876543210' })).status).toBe(400);
    expect((await post(first.base, '/api/requests', { ...WITH_TEXTS, entryId: 'transfer-ownership', serviceNumber: 'TOO123456042', phone: '9876543210' })).status).toBe(201);
    await first.kill('SIGKILL');

    const second = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
    servers.push(second);
    const tracked = await post(second.base, '/api/requests/track', { serviceNumber: 'TOO123456042', phone: '+91 98765 43210' });
    expect(tracked.status).toBe(200);
    expect(((await tracked.json()) as { request: { title: string; status: string } }).request).toMatchObject({ title: 'Transfer of Ownership', status: 'waiting' });
  }, 90_000);
});
