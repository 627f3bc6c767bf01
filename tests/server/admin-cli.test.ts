import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { defaultConfig } from '../../src/server/config';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { tempDir } from './helpers/test-app';

// A store of its own for each test, so that each holds in any order.
let dataDir = '';
beforeEach(() => {
  dataDir = tempDir('rto-cli-');
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[], input?: string): { out: string; code: number } {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, BCRYPT_COST: '4', STORE: 'sqlite' },
      input: input ?? '',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return { out: out.toString(), code: 0 };
  } catch (err) {
    const e = err as { stdout: Buffer; stderr: Buffer; status: number };
    return { out: e.stdout.toString() + e.stderr.toString(), code: e.status };
  }
}

async function login(username: string, password: string): Promise<{ status: number; body: unknown }> {
  const store = openSqliteStore(dataDir);
  const config = defaultConfig();
  config.bcryptCost = 4;
  const app = createApp({ store, sms: { send: async () => undefined }, config });
  try {
    const res = await app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return { status: res.status, body: await res.json() };
  } finally {
    await store.close();
  }
}

/** The admin the later tests change: chief, created by the command with a known password. */
function createChief(): void {
  expect(cli(['--username', 'chief'], 'a-long-admin-secret').code).toBe(0);
}

describe('admin:create', () => {
  it('creates an admin from a piped password, who can then log in', async () => {
    const { out, code } = cli(['--username', 'Chief'], 'a-long-admin-secret\n');
    expect(code).toBe(0);
    expect(out).toContain('Created admin "chief"');
    expect(out).not.toContain('a-long-admin-secret');
    expect(await login('chief', 'a-long-admin-secret')).toEqual({ status: 200, body: { message: 'Login successful', code: 'auth.signed_in', admin: { username: 'chief', role: 'admin' } } });
  }, 30_000);

  it('generates and prints a password when none is given, and resets role', async () => {
    createChief();
    const { out, code } = cli(['--username', 'chief', '--role', 'moderator']);
    expect(code).toBe(0);
    expect(out).toContain('Updated moderator "chief"');
    const password = /Generated password \(shown once, keep it safe\): (\S+)/.exec(out)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login('chief', 'a-long-admin-secret')).status).toBe(401);
    expect(await login('chief', password)).toMatchObject({ status: 200, body: { admin: { role: 'moderator' } } });
  }, 30_000);

  it('running it again lifts the refusal that follows 100 failed sign-ins', async () => {
    createChief();
    const store = openSqliteStore(dataDir);
    try {
      // The account's ceiling reached (as 100 failures from 20 addresses would leave it).
      for (let i = 0; i < 100; i++) await store.counters.hit('admin-login:account:chief', 30 * 24 * 3600_000, Date.now());
    } finally {
      await store.close();
    }
    // Past the ceiling a browser the console does not know is refused, the right password too.
    expect((await login('chief', 'another-long-secret')).status).toBe(403);
    expect(cli(['--username', 'chief'], 'another-long-secret').code).toBe(0);
    expect((await login('chief', 'another-long-secret')).status).toBe(200);
  }, 30_000);

  it('enables a disabled admin again, and records each run in the audit trail as the cli', async () => {
    createChief();
    const store = openSqliteStore(dataDir);
    try {
      const chief = (await store.admins.byUsername('chief'))!;
      // A second admin, so that chief is not the last one and can be disabled.
      await store.admins.create({ ...chief, id: 'other', username: 'other', role: 'admin' });
      await store.admins.setActive(chief.id, false, Date.now());
    } finally {
      await store.close();
    }
    expect((await login('chief', 'another-long-secret')).status).toBe(401);
    expect(cli(['--username', 'chief'], 'another-long-secret').code).toBe(0);
    expect((await login('chief', 'another-long-secret')).status).toBe(200);
    const audit = openSqliteStore(dataDir);
    try {
      const events = (await audit.audit.list({ actor: 'cli' }, { limit: 10, cursor: null })).items;
      expect(events.map((e) => [e.action, e.detail, e.role, e.ip, e.ok])).toEqual([
        ['cli.admin_reset', 'chief (admin, enabled again)', null, null, true],
        ['cli.admin_create', 'chief (admin)', null, null, true],
      ]);
      expect(new Set(events.map((e) => e.target))).toEqual(new Set([(await audit.admins.byUsername('chief'))!.id]));
    } finally {
      await audit.close();
    }
  }, 30_000);

  it('refuses bad input', () => {
    expect(cli([], 'whatever-long-pass').code).toBe(1);
    expect(cli(['--username', 'x'], 'whatever-long-pass').out).toContain('3-32 characters');
    expect(cli(['--username', 'boss', '--role', 'king'], 'whatever-long-pass').out).toContain('admin or moderator');
    expect(cli(['--username', 'boss'], 'short').out).toContain('at least 10 characters');
    expect(cli(['--username', 'boss'], 'password1234').out).toContain('This password is too common.');
  }, 30_000);
});
