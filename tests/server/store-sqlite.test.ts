import fs from 'node:fs';
import { afterAll } from 'vitest';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { storeContract } from './helpers/store-contract';
import { tempDir } from './helpers/test-app';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

storeContract('sqlite', async () => {
  const dir = tempDir('rto-store-');
  dirs.push(dir);
  return openSqliteStore(dir);
});
