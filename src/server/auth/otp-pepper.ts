// The key of the HMAC under which OTP codes are stored. Without one a stored code is a plain
// hash of phone and code, which a copy of the database gives up in seconds (a million guesses).
// When OTP_PEPPER is not set, the local server makes a random one on its first start and keeps
// it in the data folder, readable by its owner only, apart from the database file.
import fs from 'node:fs';
import { loadOrCreateSecret } from './data-secret';

export const PEPPER_FILE_NAME = 'otp-pepper';

export function loadOrCreateOtpPepper(dataDir: string): string {
  return loadOrCreateSecret(dataDir, PEPPER_FILE_NAME, 'codes already sent stop working');
}

/** The data folder, created (or tightened) so that only the server's user can enter it. */
export function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
