// Password hashing and the new-password rule, server side only. A compare always runs, even for
// an unknown account, so that "no such user" and "wrong password" take about the same time.
//
// bcrypt reads at most 72 bytes, and a password may be 128 characters of any script. So a new
// hash is bcrypt over the base64 SHA-256 of the NFKC-normalised password, marked with a prefix;
// hashes made before (bcrypt over the password itself) keep working as they are. bcrypt runs on
// worker threads (bcrypt-pool.ts), never on the event loop.
import { createHash } from 'node:crypto';
import commonPasswords from '@zxcvbn-ts/language-common/src/passwords.json';
import { bcryptPool } from './bcrypt-pool';
import { english, type ApiCode } from '../http/api-error';
import { PASSWORD_MESSAGE_CODES, passwordProblem, type PasswordOwner, type PasswordProblem } from '../../shared/password/password-rule';

const PREHASHED = 'sha256:';
const COMMON: ReadonlySet<string> = new Set(commonPasswords as string[]);
const dummyHashes = new Map<number, Promise<string>>();

const prehash = (password: string) => createHash('sha256').update(password.normalize('NFKC')).digest('base64');

export async function hashPassword(password: string, cost: number): Promise<string> {
  return PREHASHED + (await bcryptPool.hash(prehash(password), cost));
}

export async function checkPassword(password: string, hash: string | null, cost: number): Promise<boolean> {
  if (hash === null) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = bcryptPool.hash('not-a-real-password', cost);
      dummyHashes.set(cost, dummy);
      // A failed hash (a worker that could not start) is not kept: the next sign-in tries again.
      dummy.catch(() => dummyHashes.delete(cost));
    }
    await bcryptPool.compare(prehash(password), await dummy);
    return false;
  }
  if (hash.startsWith(PREHASHED)) return bcryptPool.compare(prehash(password), hash.slice(PREHASHED.length));
  return bcryptPool.compare(password, hash);
}

/** What is wrong with a new password of this owner (the schemas' x-messages keyword), or null when it may be used. */
export function newPasswordKeyword(password: string, owner: PasswordOwner): PasswordProblem | null {
  return passwordProblem(password, owner, (lower) => COMMON.has(lower));
}

/** The English message for what is wrong with a new password of this owner, or null (the command line's). */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const problem = newPasswordKeyword(password, owner);
  return problem ? english(PASSWORD_MESSAGE_CODES[problem] as ApiCode) : null;
}
