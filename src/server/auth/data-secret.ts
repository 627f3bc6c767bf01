// A server key kept in the data folder when the environment gives none: made at random on the first
// start, readable by its owner only, apart from the database file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key in `dataDir/fileName`, made first if there is none; `lost` says what deleting it breaks. */
export function loadOrCreateSecret(dataDir: string, fileName: string, lost: string): string {
  const file = path.join(dataDir, fileName);
  try {
    // 'wx': of two servers starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable key: delete it to make a new one (${lost}).`);
  return secret;
}
