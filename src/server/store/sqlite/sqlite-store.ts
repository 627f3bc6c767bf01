// The embedded default: one SQLite file, WAL journal, synchronous=FULL so that a write that
// returned is on disk before the API answers. Schema migrations run at open, then the requests
// table's status CHECK is made to follow the list of statuses (status-check.ts) and requests kept
// before the due order get their key (due-keys.ts).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from '../types';
import { sqliteAccounts } from './accounts';
import { sqliteAudit } from './audit';
import { sqliteBreach } from './breach';
import { sqliteContent } from './content';
import { sqliteErasure } from './erasure';
import { sqliteFormStats } from './form-stats';
import { sqliteGrievances } from './grievances';
import { sqliteListing } from './listing';
import { MIGRATIONS } from './migrations';
import { sqliteSecurity } from './security';
import { keyUnkeyedRequests } from './due-keys';
import { followStatusList } from './status-check';
import { sqliteTracking } from './tracking';
import { sqliteWhatsApp } from './whatsapp';

export const SQLITE_FILE_NAME = 'portal.sqlite';

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]!);
      db.pragma(`user_version = ${i + 1}`);
    }).immediate();
  }
  followStatusList(db);
  keyUnkeyedRequests(db);
}

/**
 * The store and its -wal and -shm files hold every account: readable by the server's user only
 * (0600), also when made by an earlier version (0644). The file is made here, not by SQLite
 * (0644), because SQLite gives the -wal and -shm files it creates the mode of the store's.
 */
function privateStoreFiles(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  for (const sidecar of [`${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(sidecar, 0o600);
    } catch (err) {
      // None yet (or just removed by the last connection closing): SQLite makes it 0600.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** Opens (creating if needed) `<dataDir>/portal.sqlite`; ':memory:' as dataDir keeps it in memory. */
export function openSqliteStore(dataDir: string): Store {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    file = path.join(dataDir, SQLITE_FILE_NAME);
    privateStoreFiles(file);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // The admin CLI may write while the server runs: wait for the lock rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);

  return {
    ...sqliteAccounts(db),
    ...sqliteSecurity(db),
    ...sqliteContent(db),
    ...sqliteListing(db),
    ...sqliteTracking(db),
    ...sqliteAudit(db),
    ...sqliteBreach(db),
    ...sqliteFormStats(db),
    ...sqliteGrievances(db),
    ...sqliteWhatsApp(db),
    ...sqliteErasure(db),
    async ping() {
      db.prepare('SELECT 1 FROM meta LIMIT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
