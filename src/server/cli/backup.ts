// `npm run backup [-- FILE]`: a consistent copy of the SQLite store, safe while the server runs.
// Without FILE it goes to <DATA_DIR>/backups/portal-<UTC time>.sqlite.
import path from 'node:path';
import { backupSqlite, defaultBackupFile } from '../store/sqlite/backup';

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
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
