// The key of the HMAC under which OTP codes are stored. Without one a stored code is a plain
// hash of phone and code, which a copy of the database gives up in seconds (a million guesses).
// When OTP_PEPPER is not set, the local server makes a random one on its first start and keeps
// it in the data folder, readable by its owner only, apart from the database file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PEPPER_FILE_NAME = 'otp-pepper';

export function loadOrCreateOtpPepper(dataDir: string): string {
  const file = path.join(dataDir, PEPPER_FILE_NAME);
  try {
    // 'wx': of two servers starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const pepper = fs.readFileSync(file, 'utf8').trim();
  if (pepper.length < 32) throw new Error(`${file} holds no usable OTP pepper: delete it to make a new one (codes already sent stop working).`);
  return pepper;
}

/** The data folder, created (or tightened) so that only the server's user can enter it. */
export function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
