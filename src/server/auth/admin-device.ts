// Device cookies for admins (OWASP's answer to lock-outs by strangers): a browser an admin signed in
// from gets a token, signed with the server's key and bound to that username. Past the account's
// ceiling of failed sign-ins, only such a browser may try a password, with its own lock-out; any
// other gets the refusal that sends the owner to a known browser or to `admin:create`. The token
// names no address, so a caller who forges X-Forwarded-For gains nothing by it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { readDeviceToken } from './sessions';
import { sameHash, sha256 } from './tokens';

const RANDOM_CHARS = 22;

function mac(key: string, username: string, random: string): string {
  return createHmac('sha256', key).update(`admin-device:${username}:${random}`).digest('base64url');
}

/** The key: the OTP pepper (the local server always has one; the Cloud Function needs OTP_PEPPER). */
const keyOf = (deps: AppDeps): string | null => (deps.config.otpPepper.length >= 32 ? deps.config.otpPepper : null);

/** The counter key of this browser's device token, when it is a valid one for `username`; else null. */
export function knownDevice(c: Context, deps: AppDeps, username: string): string | null {
  const key = keyOf(deps);
  const token = readDeviceToken(c);
  if (!key || !token) return null;
  const random = token.slice(0, RANDOM_CHARS);
  if (!sameHash(token.slice(RANDOM_CHARS), mac(key, username, random))) return null;
  return sha256(token);
}

/** The token a browser gets with a successful sign-in (startSession sets it); null without a key. */
export function newDeviceToken(deps: AppDeps, username: string): string | null {
  const key = keyOf(deps);
  if (!key) return null;
  const random = randomBytes(16).toString('base64url');
  return random + mac(key, username, random);
}
