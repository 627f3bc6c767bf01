// The embedded default keeps what it acknowledged: start the real local server as a child
// process, write through the API, kill it with SIGKILL (no shutdown hooks), start it again on the
// same data directory and read everything back.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/test-app';

const dataDir = tempDir('rto-durable-');
const staticDir = tempDir('rto-durable-static-');
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function start(): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const port = await freePort();
  let out = '';
  // node --import tsx keeps it one process: the tsx CLI would put the server in a grandchild that
  // SIGKILL on the child would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/local.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: String(port), BCRYPT_COST: '4', STORE: 'sqlite', SMS_PROVIDER: 'outbox' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (out.includes(`http://localhost:${port}`)) return { child, base, log: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${out}`);
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

const post = (base: string, p: string, body: unknown, cookie = '') =>
  fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('durability of the local server', () => {
  it('keeps acknowledged writes across a SIGKILL', async () => {
    const first = await start();
    expect(first.log()).toMatch(/Seeded \d+ services from the catalogue\./);
    const seeded = ((await (await fetch(`${first.base}/api/services?category=vehicle`)).json()) as { services: unknown[] }).services;
    expect(seeded.length).toBeGreaterThan(0);
    const signup = await post(first.base, '/api/auth/signup', { name: 'Durable Devi', phone: '9876543210', password: 'keep-me-safe' });
    expect(signup.status).toBe(201);
    const cookie = /__session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')![0];
    expect((await post(first.base, '/api/feedback', { name: 'Devi', email: 'devi@example.in', message: 'Quick help' })).status).toBe(201);
    const otp = await post(first.base, '/api/auth/otp/send', { phone: '9876543210' });
    expect(otp.status).toBe(200);
    const page = await fetch(`${first.base}/services/vehicle-ekyc`);
    expect(await page.text()).toContain('id="root"');
    await kill(first.child);

    const second = await start();
    expect(second.log()).not.toContain('Seeded');
    const me = await fetch(`${second.base}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ name: 'Durable Devi', phone: '+919876543210' });
    expect((await post(second.base, '/api/auth/login', { phone: '9876543210', password: 'keep-me-safe' })).status).toBe(200);
    const services = (await (await fetch(`${second.base}/api/services?category=vehicle`)).json()) as { services: unknown[] };
    expect(services.services).toEqual(seeded);
    const outbox = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(outbox[0]!)).toMatchObject({ to: '+919876543210' });
    await kill(second.child);
  }, 90_000);
});
