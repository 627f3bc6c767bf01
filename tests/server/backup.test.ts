// `npm run backup` and `npm run restore` as an operator runs them, against a running local server:
// the backup is taken while writes go on and is consistent; restore refuses while the server runs,
// and puts the copy into a fresh folder where the server starts on it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import type { Store } from '../../src/server/store/types';
import { startLocalServer, type LocalServer } from './helpers/local-server';
import { tempDir } from './helpers/test-app';

const run = promisify(execFile);
const PRELOADED = 3000;

let dir: string;
let server: LocalServer | null = null;
let writer: Store;

/** Runs one of the package's CLIs; resolves with its exit code and output. */
async function cli(script: 'backup' | 'restore', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Posted today: older feedback would be the server's purge's to delete while the test reads it.
const POSTED = Date.now();

const feedbackRow = (i: number) => ({
  id: `fb-${String(i).padStart(6, '0')}`,
  name: `Visitor ${i}`,
  email: `v${i}@example.in`,
  rating: 1 + (i % 5),
  message: `Feedback number ${i} `.repeat(8),
  serviceType: null,
  approved: null,
  createdAt: POSTED + i,
});

beforeAll(async () => {
  dir = tempDir('rto-backup-');
  writer = openSqliteStore(dir);
  // Enough rows that the copy is a few megabytes, written in one transaction to be quick.
  const raw = new Database(path.join(dir, 'portal.sqlite'));
  const insert = raw.prepare('INSERT INTO feedback (id, name, email, rating, message, service_type, approved, created_at) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?)');
  raw.transaction(() => {
    for (let i = 0; i < PRELOADED; i++) {
      const f = feedbackRow(i);
      insert.run(f.id, f.name, f.email, f.rating, f.message, f.createdAt);
    }
  })();
  raw.close();
  server = await startLocalServer({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist') });
}, 60_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await writer?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the SQLite store', () => {
  it('backs up while the server runs and rows keep being written, and restores into a fresh folder', async () => {
    // A second writer on the same file, as admin:create would be, inserts rows during the backup.
    let written = PRELOADED;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await writer.feedback.create(feedbackRow(written));
        written++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const file = path.join(dir, 'copies', 'nightly.sqlite');
    const backup = await cli('backup', [file], dir);
    const writtenWhenDone = written;
    writing = false;
    await writes;

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .*portal\.sqlite to .*nightly\.sqlite \(\d+ pages, \d+ ms\)\.\nDeleted 0 copies older than 30 days from .*backups\.\n$/);
    expect(written).toBeGreaterThan(PRELOADED);
    // Readable by the server's user only, and one file: no write-ahead log or index beside it.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['nightly.sqlite']);

    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const ids = copy.prepare<[], { id: string }>('SELECT id FROM feedback ORDER BY id').all().map((r) => r.id);
    copy.close();
    // A consistent snapshot: every preloaded row, and a gap-free prefix of the rows written meanwhile.
    expect(ids.length).toBeGreaterThanOrEqual(PRELOADED);
    expect(ids.length).toBeLessThanOrEqual(writtenWhenDone);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => feedbackRow(i).id));

    const refused = await cli('restore', [file], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The server is running on .* \(process \d+, see .*server\.pid\): stop it, then restore\.\n$/);

    const fresh = path.join(tempDir('rto-restore-'), 'data');
    try {
      const restored = await cli('restore', [file], fresh);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toBe(`Restored ${file} into ${path.join(fresh, 'portal.sqlite')}.\n`);
      // The restored store is as private as the one the server makes.
      expect(fs.statSync(path.join(fresh, 'portal.sqlite')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
      const second = await startLocalServer({ DATA_DIR: fresh, STATIC_DIR: path.join(fresh, 'no-dist') });
      try {
        expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
      } finally {
        await second.kill('SIGTERM');
      }
      const store = openSqliteStore(fresh);
      expect((await store.feedback.listAll()).length).toBe(ids.length);
      await store.close();
    } finally {
      fs.rmSync(path.dirname(fresh), { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps the store it replaces, and refuses a file that is not a backup', async () => {
    const target = tempDir('rto-restore-over-');
    const keptDir = path.join(target, 'backups');
    try {
      const old = openSqliteStore(target);
      await old.feedback.create(feedbackRow(424242));
      await old.close();
      const source = path.join(target, 'source.sqlite');
      expect((await cli('backup', [source], dir)).code).toBe(0);
      const restored = await cli('restore', [source], target);
      expect(restored.code, restored.stderr).toBe(0);
      const kept = /The store it replaced is kept at (.*\.sqlite)\./.exec(restored.stdout)?.[1] ?? '';
      expect(kept.startsWith(keptDir)).toBe(true);
      const keptStore = new Database(kept, { readonly: true });
      expect(keptStore.prepare('SELECT id FROM feedback').all()).toEqual([{ id: feedbackRow(424242).id }]);
      keptStore.close();

      const junk = path.join(target, 'junk.sqlite');
      fs.writeFileSync(junk, 'not a database at all');
      const refused = await cli('restore', [junk], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Restore failed: .*junk\.sqlite cannot be (opened|read) as a SQLite file/);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);

  it('deletes the copies in its folder older than BACKUP_RETENTION_DAYS after each backup, and no other file', async () => {
    const folder = path.join(dir, 'backups');
    fs.mkdirSync(folder, { recursive: true });
    const name = (prefix: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      return `${prefix}${at}.sqlite`;
    };
    const old = [name('portal-', 31), name('portal-before-restore-', 40)];
    const young = [name('portal-', 29), name('portal-before-restore-', 1)];
    const foreign = ['portal-notes.sqlite', 'operator-copy.sqlite'];
    for (const file of [...old, ...young, ...foreign]) fs.writeFileSync(path.join(folder, file), 'copy');

    const backup = await cli('backup', [], dir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Deleted 2 copies older than 30 days from ${folder}: ${[...old].sort().join(', ')}.`);
    const left = fs.readdirSync(folder);
    for (const file of old) expect(left).not.toContain(file);
    for (const file of [...young, ...foreign]) expect(left).toContain(file);
    // The copy just made is there too.
    expect(left.filter((file) => /^portal-\d{8}T\d{6}Z\.sqlite$/.test(file))).toHaveLength(2);
  }, 60_000);
});
