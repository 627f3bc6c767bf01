// `npm run restore -- FILE`: puts a backup back as the SQLite store. Refuses while the local server
// runs on the same DATA_DIR (its <DATA_DIR>/server.pid names a live process); the store it replaces
// is kept under <DATA_DIR>/backups/.
import path from 'node:path';
import { restoreSqlite } from '../store/sqlite/backup';
import { PID_FILE_NAME, runningServerPid } from '../store/sqlite/server-pid';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const arg = process.argv[2];

if ((process.env.STORE ?? 'sqlite') !== 'sqlite') {
  console.error('npm run restore puts back a SQLite store; Firestore is restored with its managed import (docs/server.md).');
  process.exit(1);
}
if (!arg) {
  console.error('Usage: npm run restore -- FILE   (a file written by npm run backup)');
  process.exit(1);
}
const pid = runningServerPid(dataDir);
if (pid !== null) {
  console.error(`The server is running on ${dataDir} (process ${pid}, see ${path.join(dataDir, PID_FILE_NAME)}): stop it, then restore.`);
  process.exit(1);
}
try {
  const kept = await restoreSqlite(dataDir, path.resolve(arg));
  console.log(`Restored ${path.resolve(arg)} into ${path.join(dataDir, 'portal.sqlite')}.`);
  if (kept) console.log(`The store it replaced is kept at ${kept}.`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
