// `npm run backup [-- FILE]`: a consistent copy of the SQLite store, safe while the server runs.
// Without FILE it goes to <DATA_DIR>/backups/portal-<UTC time>.sqlite. Then the copies in that folder
// older than BACKUP_RETENTION_DAYS (30) are deleted, so what a person erased leaves the backups too.
import path from 'node:path';
import { configFromEnv } from '../config';
import { backupSqlite, defaultBackupFile, pruneBackups } from '../store/sqlite/backup';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const file = path.resolve(process.argv[2] ?? defaultBackupFile(dataDir));

if ((process.env.STORE ?? 'sqlite') !== 'sqlite') {
  console.error('npm run backup copies the SQLite store; Firestore is backed up by its managed export (docs/server.md).');
  process.exit(1);
}
try {
  const started = performance.now();
  const pages = await backupSqlite(dataDir, file);
  console.log(`Backed up ${path.join(dataDir, 'portal.sqlite')} to ${file} (${pages} pages, ${Math.round(performance.now() - started)} ms).`);
  const folder = path.dirname(defaultBackupFile(dataDir));
  const { backupRetentionMs } = configFromEnv(process.env);
  const deleted = pruneBackups(folder, backupRetentionMs, Date.now());
  console.log(`Deleted ${deleted.length} ${deleted.length === 1 ? 'copy' : 'copies'} older than ${backupRetentionMs / 86_400_000} days from ${folder}${deleted.length ? `: ${deleted.join(', ')}` : ''}.`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
