// Device cookies (OWASP's answer to lock-outs by strangers): a browser that signed in to an account
// gets a token, signed with the server's key and bound to that account (an admin by username, a
// user by phone). Past the account's ceiling of failed sign-ins only such a browser may still try
// a password, with a lock-out of its own; any other gets the step-up. The token names no address,
// so a caller who forges X-Forwarded-For gains nothing by it, and strangers who force the step-up
// do not shut the owner out of the browsers they use.
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { readDeviceToken } from './sessions';
import { sameHash, sha256 } from './tokens';

export type DeviceHolder = { kind: 'admin'; username: string } | { kind: 'user'; phone: string };

const RANDOM_CHARS = 22;

function mac(key: string, holder: DeviceHolder, random: string): string {
  const account = holder.kind === 'admin' ? `admin-device:${holder.username}` : `user-device:${holder.phone}`;
  return createHmac('sha256', key).update(`${account}:${random}`).digest('base64url');
}

/** The key: the OTP pepper (the local server always has one; the Cloud Function needs OTP_PEPPER). */
const keyOf = (deps: AppDeps): string | null => (deps.config.otpPepper.length >= 32 ? deps.config.otpPepper : null);

/** The counter key of this browser's device token, when it is a valid one for `holder`; else null. */
export function knownDevice(c: Context, deps: AppDeps, holder: DeviceHolder): string | null {
  const key = keyOf(deps);
  const token = readDeviceToken(c, holder.kind);
  if (!key || !token) return null;
  const random = token.slice(0, RANDOM_CHARS);
  if (!sameHash(token.slice(RANDOM_CHARS), mac(key, holder, random))) return null;
  return sha256(token);
}

/** The token a browser gets with a successful sign-in (startSession sets it); null without a key. */
export function newDeviceToken(deps: AppDeps, holder: DeviceHolder): string | null {
  const key = keyOf(deps);
  if (!key) return null;
  const random = randomBytes(16).toString('base64url');
  return random + mac(key, holder, random);
}
