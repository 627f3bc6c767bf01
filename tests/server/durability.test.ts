// The embedded default keeps what it acknowledged: start the real local server as a child
// process, write through the API, kill it with SIGKILL (no shutdown hooks), start it again on the
// same data directory and read everything back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from './helpers/local-server';
import { tempDir } from './helpers/test-app';

const dataDir = tempDir('rto-durable-');
const staticDir = tempDir('rto-durable-static-');
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
fs.mkdirSync(path.join(staticDir, 'services'));
fs.writeFileSync(path.join(staticDir, 'services', 'vehicle-ekyc.html'), '<!doctype html><div id="root" data-prerendered="/services/vehicle-ekyc"></div>');
const servers: LocalServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function start(): Promise<LocalServer> {
  const s = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
  servers.push(s);
  return s;
}

const post = (base: string, p: string, body: unknown, cookie = '') =>
  fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('durability of the local server', () => {
  it('keeps acknowledged writes across a SIGKILL', async () => {
    const first = await start();
    const signup = await post(first.base, '/api/auth/signup', { name: 'Durable Devi', phone: '9876543210', password: 'keep-me-safe', consents: ['account'] });
    expect(signup.status).toBe(201);
    const cookie = /__session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')![0];
    expect((await post(first.base, '/api/feedback', { name: 'Devi', email: 'devi@example.in', rating: 5, message: 'Quick help' })).status).toBe(201);
    const otp = await post(first.base, '/api/auth/otp/send', { phone: '9876543210' });
    expect(otp.status).toBe(200);
    expect(first.log()).toContain('[sms outbox] a text to +91******3210');
    expect(first.log()).not.toContain('9876543210');
    const page = await fetch(`${first.base}/services/vehicle-ekyc`);
    expect(await page.text()).toContain('id="root"');
    await first.kill('SIGKILL');

    const second = await start();
    const me = await fetch(`${second.base}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ name: 'Durable Devi', phone: '+919876543210' });
    expect((await post(second.base, '/api/auth/login', { phone: '9876543210', password: 'keep-me-safe' })).status).toBe(200);
    const outbox = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(outbox[0]!)).toMatchObject({ to: '+919876543210' });
    await second.kill('SIGKILL');
  }, 90_000);

  it('without a build, says to run `npm run build` and still serves the API', async () => {
    const empty = tempDir('rto-nobuild-');
    const data = tempDir('rto-nobuild-data-');
    const s = await startLocalServer({ DATA_DIR: data, STATIC_DIR: empty });
    servers.push(s);
    try {
      expect(s.log()).toContain('run `npm run build` first');
      expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
      const page = await fetch(`${s.base}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('The app is not built. Run `npm run build` first.');
    } finally {
      await s.kill('SIGTERM');
      fs.rmSync(empty, { recursive: true, force: true });
      fs.rmSync(data, { recursive: true, force: true });
    }
  }, 60_000);
});
