// Backups of the SQLite store with SQLite's online backup API: a consistent copy taken while the
// server keeps writing (WAL readers never block its writers), never a file copy that could catch
// half a transaction. Restoring checks the copy, keeps the store it replaces, and swaps files.
// A copy holds every account and request: it is one file (no write-ahead log beside it), readable
// by the server's user only (0600), in a folder only that user can open (0700).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { SQLITE_FILE_NAME } from './sqlite-store';

const ALL_PAGES = 0x7fffffff;

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** The names `npm run backup` and a restore give their copies, with the UTC time they were made. */
const COPY_NAME = /^portal-(?:before-restore-)?(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

/** When a copy named by this module was made (epoch ms), or null for any other file. */
export function copyMadeAt(name: string): number | null {
  const m = COPY_NAME.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
}

/**
 * Deletes the copies in `dir` made more than `keepMs` before `now`, by the time in their names (a
 * file's own time changes when it is copied or restored); returns the names deleted. Files it did
 * not name are never touched. The policy's "at most 30 days per copy" holds once this runs daily.
 */
export function pruneBackups(dir: string, keepMs: number, now: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const old = fs.readdirSync(dir).filter((name) => {
    const madeAt = copyMadeAt(name);
    return madeAt !== null && madeAt < now - keepMs;
  });
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old.sort();
}

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(dataDir, 'backups', `portal-${stamp(now)}.sqlite`);
}

/** Copies `<dataDir>/portal.sqlite` to `file` (which must not exist yet); returns the page count. */
export async function backupSqlite(dataDir: string, file: string): Promise<number> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new Error(`No store to back up at ${source}.`);
  if (fs.existsSync(file)) throw new Error(`${file} exists already: name a new file.`);
  privateFolder(path.dirname(file));
  const partial = `${file}.partial`;
  removeWithSidecars(partial);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // After the first step, copy every remaining page in one step: a snapshot read that the
    // server's writes cannot restart halfway, as they could between many small steps.
    const { totalPages } = await db.backup(partial, { progress: () => ALL_PAGES });
    fs.chmodSync(partial, 0o600);
    standalone(partial);
    checkStoreFile(partial);
    removeWithSidecars(partial, { keepMain: true });
    fs.renameSync(partial, file);
    return totalPages;
  } catch (err) {
    removeWithSidecars(partial);
    throw err;
  } finally {
    db.close();
  }
}

/** Throws unless `file` is an intact SQLite store this version can open. */
export function checkStoreFile(file: string): void {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new Error(`${file} cannot be opened as a SQLite file: ${(err as Error).message}`, { cause: err });
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const version = db.pragma('user_version', { simple: true }) as number;
    const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
    if (!hasUsers || version < 1) throw new Error(`${file} is not a backup of this portal's store.`);
    if (version > MIGRATIONS.length) throw new Error(`${file} comes from a newer version of the portal (schema ${version}, this one knows ${MIGRATIONS.length}).`);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith(file)) throw err;
    throw new Error(`${file} cannot be read as a SQLite file: ${(err as Error).message}`, { cause: err });
  } finally {
    db.close();
  }
}

/**
 * Puts `file` in place as `<dataDir>/portal.sqlite`. The server must be stopped (the caller checks).
 * Returns where the replaced store was kept, or null when there was none.
 */
export async function restoreSqlite(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  checkStoreFile(file);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  const incoming = `${target}.restoring`;
  fs.rmSync(incoming, { force: true });
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(incoming, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  fs.chmodSync(incoming, 0o600);

  let kept: string | null = null;
  if (fs.existsSync(target)) {
    // Opening and closing the old store folds its write-ahead log into the file, so the kept
    // copy is complete on its own.
    new Database(target).close();
    kept = path.join(dataDir, 'backups', `portal-before-restore-${stamp(now)}.sqlite`);
    privateFolder(path.dirname(kept));
    fs.renameSync(target, kept);
    fs.chmodSync(kept, 0o600);
  }
  for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(incoming, target);
  return kept;
}

/** A folder for copies of the store: created if need be, and closed to other users either way. */
function privateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * The copy of a store in WAL mode is in WAL mode too, and opening it would leave -wal and -shm
 * files beside it: switched to a rollback journal, it is complete in its one file.
 */
function standalone(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** Removes a database file's -wal, -shm and -journal files, and the file itself unless told to keep it. */
function removeWithSidecars(file: string, { keepMain = false } = {}): void {
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  if (!keepMain) fs.rmSync(file, { force: true });
}
