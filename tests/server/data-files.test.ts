// What the server keeps on disk: a data folder only its user can enter, a store, an outbox, a
// pepper and the running server's process id only its user can read, and codes stored under a key (the OTP pepper) that is not in
// the database.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateOtpPepper, PEPPER_FILE_NAME, prepareDataDir } from '../../src/server/auth/otp-pepper';
import { PID_FILE_NAME, writeServerPid } from '../../src/server/store/sqlite/server-pid';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { startLocalServer, type LocalServer } from './helpers/local-server';
import { tempDir } from './helpers/test-app';

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const STORE_FILES = ['portal.sqlite', 'portal.sqlite-wal', 'portal.sqlite-shm'];
const storeModes = (dir: string) => STORE_FILES.map((name) => [name, mode(path.join(dir, name))]);
let server: LocalServer | null = null;
const dirs: string[] = [];
const newDir = () => {
  const dir = tempDir('rto-data-');
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  await server?.kill();
  server = null;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder and OTP pepper', () => {
  it('makes a random pepper once, mode 0600, and keeps it', () => {
    const dir = newDir();
    const first = loadOrCreateOtpPepper(dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(mode(path.join(dir, PEPPER_FILE_NAME))).toBe(0o600);
    expect(loadOrCreateOtpPepper(dir)).toBe(first);
    expect(loadOrCreateOtpPepper(newDir())).not.toBe(first);
  });

  it('tightens the data folder to 0700', () => {
    const dir = path.join(newDir(), 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    prepareDataDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  it('keeps the store and its -wal and -shm files 0600, and tightens those an earlier version left 0644', async () => {
    const dir = newDir();
    const store = openSqliteStore(dir);
    await store.feedback.create({ id: 'fb-1', name: 'Anil', email: 'a@example.in', rating: 4, message: 'Good.', serviceType: null, approved: null, createdAt: 1 });
    expect(storeModes(dir)).toEqual(STORE_FILES.map((name) => [name, 0o600]));
    await store.close();

    const old = newDir();
    const earlier = new Database(path.join(old, 'portal.sqlite'));
    earlier.pragma('journal_mode = WAL');
    earlier.exec('CREATE TABLE t (x)');
    for (const name of STORE_FILES) fs.chmodSync(path.join(old, name), 0o644);
    const reopened = openSqliteStore(old);
    expect(storeModes(old)).toEqual(STORE_FILES.map((name) => [name, 0o600]));
    await reopened.close();
    earlier.close();
  });

  it('writes server.pid 0600, and tightens one an earlier version left 0644', () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, PID_FILE_NAME), '1\n', { mode: 0o644 });
    fs.chmodSync(path.join(dir, PID_FILE_NAME), 0o644);
    writeServerPid(dir);
    expect(mode(path.join(dir, PID_FILE_NAME))).toBe(0o600);
    expect(fs.readFileSync(path.join(dir, PID_FILE_NAME), 'utf8')).toBe(`${process.pid}\n`);
  });

  it('npm start without OTP_PEPPER: folder 0700, outbox 0600, codes stored under the generated pepper', async () => {
    const dataDir = path.join(newDir(), 'data');
    server = await startLocalServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist'), OTP_PEPPER: '' });
    const post = (url: string, body: unknown) =>
      fetch(`${server!.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/signup', { name: 'Lakshmi', phone: '9876543210', password: 'first-pass-1', consents: ['account'] })).status).toBe(201);
    expect((await post('/api/auth/otp/send', { phone: '9876543210' })).status).toBe(200);

    expect(mode(dataDir)).toBe(0o700);
    expect(storeModes(dataDir)).toEqual(STORE_FILES.map((name) => [name, 0o600]));
    const outbox = path.join(dataDir, 'outbox.jsonl');
    expect(mode(outbox)).toBe(0o600);
    expect(mode(path.join(dataDir, PID_FILE_NAME))).toBe(0o600);
    const code = /\b(\d{6})\b/.exec(fs.readFileSync(outbox, 'utf8'))![1]!;
    const pepper = fs.readFileSync(path.join(dataDir, PEPPER_FILE_NAME), 'utf8').trim();
    const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
    const { code_hash } = db.prepare('SELECT code_hash FROM otps').get() as { code_hash: string };
    db.close();
    // Not the plain hash a copy of the database would give up; the keyed one.
    expect(code_hash).not.toBe(createHash('sha256').update(`+919876543210:${code}`).digest('hex'));
    expect(code_hash).toBe(createHmac('sha256', pepper).update(`+919876543210:${code}`).digest('hex'));
  });
});
