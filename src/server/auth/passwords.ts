// bcrypt hashing, server side only. A compare always runs, even for an unknown account, so that
// "no such user" and "wrong password" take about the same time.
import bcrypt from 'bcryptjs';
import { COMMON_PASSWORDS } from './common-passwords';

const dummyHashes = new Map<number, Promise<string>>();

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function checkPassword(password: string, hash: string | null, cost: number): Promise<boolean> {
  if (hash === null) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = bcrypt.hash('not-a-real-password', cost);
      dummyHashes.set(cost, dummy);
    }
    await bcrypt.compare(password, await dummy);
    return false;
  }
  return bcrypt.compare(password, hash);
}

/** The password rules the schema cannot express: bcrypt's 72-byte input and the common list. */
export function passwordProblem(password: string): string | null {
  if (Buffer.byteLength(password, 'utf8') > 72) return 'Password is too long. Please use at most 72 bytes.';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'This password is too common. Please choose a less predictable one.';
  }
  return null;
}
