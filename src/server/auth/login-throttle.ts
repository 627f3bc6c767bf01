// Sign-in attempts are counted per account-and-client pair, per account and per client address,
// so that guessing stays slow and no stranger can lock an owner out:
// - Pair: 5 failures, then a doubling lock-out (30 s, 60 s, ... up to 15 min) for that client only;
//   and at most 10 failures a day, then that client is refused for the account until the day ends.
//   The owner's proof (a success, a reset) clears only the owner's own pair, so forcing the account's
//   step-up again takes the attacker fresh addresses, not just time.
// - Account: consecutive failures from anywhere, kept 30 days, cleared by a success or a new
//   password. At 100 (NIST SP 800-63B's ceiling) the password alone no longer signs in, but the
//   owner is never shut out: a browser that signed in to the account before (a device cookie,
//   known-device.ts) may still try, with a lock-out of its own; any other steps up, a user with a
//   code texted to the phone (reset by OTP), an admin, who has no phone, by such a browser.
// - Address: failures only (many phones share one address behind carrier NAT, and their
//   successful sign-ins must not use it up).
// Pair and account are counted before any bcrypt work, so a parallel burst cannot slip past them.
import type { LimitRule } from '../limit-rule';
import type { AppDeps } from '../deps';
import { ApiError, tooMany, type ApiCode } from '../http/api-error';
import { keys } from '../http/client-keys';
import type { Counter } from '../store/types';

export const LOCKED = 'auth.too_many_failures';

export interface SignInThrottle {
  /** This client's failures on this account: the account and address, or a known device. */
  pairKey: string;
  /** The same client's failures on this account in a day, which only its own success clears. */
  pairDayKey: string;
  accountKey: string;
  ipKey: string;
  /** Past the account's ceiling: refused with this step-up message, or (a known device) let through. */
  pastCeiling: { stepUp: ApiCode } | 'known-device';
}

/** `device`: the key of this browser's valid device token for the phone, if it has one. */
export function userLoginThrottle(phone: string, ip: string, device: string | null): SignInThrottle {
  const pairKey = device ? keys.loginDevice(device) : keys.loginPair(phone, ip);
  return { pairKey, pairDayKey: keys.day(pairKey), accountKey: keys.loginAccount(phone), ipKey: keys.loginIp(ip), pastCeiling: device ? 'known-device' : { stepUp: 'auth.step_up' } };
}

/** `device`: the key of this browser's valid device token for the username, if it has one. */
export function adminLoginThrottle(username: string, ip: string, device: string | null): SignInThrottle {
  const common = { accountKey: keys.adminLoginAccount(username), ipKey: keys.adminLoginIp(ip) };
  const pairKey = device ? keys.adminLoginDevice(device) : keys.adminLoginPair(username, ip);
  return { ...common, pairKey, pairDayKey: keys.day(pairKey), pastCeiling: device ? 'known-device' : { stepUp: 'admin.step_up' } };
}

/** The end of a doubling lock-out once `counter` is past `allowance` failures; 0 when not locked. */
function growingLockEnd(deps: AppDeps, counter: Counter | null, allowance: number): number {
  if (!counter || counter.count < allowance) return 0;
  const { loginBaseDelayMs, loginMaxDelayMs } = deps.config.limits;
  const delay = Math.min(loginMaxDelayMs, loginBaseDelayMs * 2 ** Math.min(20, counter.count - allowance));
  return counter.lastAt + delay;
}

function refuseWhileLocked(until: number, now: number): void {
  if (now < until) throw tooMany(LOCKED, until - now);
}

/**
 * Counts this attempt for the pair and the account, or refuses it: 429 while this client or
 * address is locked out, 403 (the step-up) for a user account past its ceiling. Call before
 * checking the password; then `signInFailed` or `signInSucceeded`. Within the allowance any
 * attempt may proceed; past it, only the one attempt that follows an expired lock-out (a parallel
 * one finds the count moved and is refused). Returns the account's failures, this attempt counted.
 */
export async function reserveAttempt(deps: AppDeps, throttle: SignInThrottle): Promise<number> {
  const { limits, now: clock } = deps.config;
  const now = clock();
  const [pair, pairDay, account, ip] = await Promise.all([
    deps.store.counters.get(throttle.pairKey, limits.loginPerPair.windowMs, now),
    deps.store.counters.get(throttle.pairDayKey, limits.loginPerPairDay.windowMs, now),
    deps.store.counters.get(throttle.accountKey, limits.loginPerAccount.windowMs, now),
    deps.store.counters.get(throttle.ipKey, limits.loginPerIp.windowMs, now),
  ]);
  refuseWhileLocked(growingLockEnd(deps, ip, limits.loginPerIp.max), now);
  if (pairDay && pairDay.count >= limits.loginPerPairDay.max) throw tooMany(LOCKED, pairDay.firstAt + limits.loginPerPairDay.windowMs - now);
  const { pastCeiling } = throttle;
  if (pastCeiling !== 'known-device' && (account?.count ?? 0) >= limits.loginPerAccount.max) throw new ApiError(403, pastCeiling.stepUp);
  const pairAllowance = limits.loginPerPair.max;
  refuseWhileLocked(growingLockEnd(deps, pair, pairAllowance), now);

  const [pairAfter, accountAfter] = await Promise.all([
    deps.store.counters.hit(throttle.pairKey, limits.loginPerPair.windowMs, now),
    deps.store.counters.hit(throttle.accountKey, limits.loginPerAccount.windowMs, now),
  ]);
  // A parallel attempt counted between our read and our hit: only one may take the last place.
  if (pairAfter.count > pairAllowance && pairAfter.count !== (pair?.count ?? 0) + 1) {
    throw tooMany(LOCKED, growingLockEnd(deps, pairAfter, pairAllowance) - now);
  }
  // The ceiling is exact: parallel attempts that counted past it get the step-up too.
  if (pastCeiling !== 'known-device' && accountAfter.count > limits.loginPerAccount.max) throw new ApiError(403, pastCeiling.stepUp);
  return accountAfter.count;
}

/** A wrong password: the address's failures, and this client's of the day on the account, grow too. */
export async function signInFailed(deps: AppDeps, throttle: SignInThrottle): Promise<void> {
  const { limits, now } = deps.config;
  await Promise.all([
    deps.store.counters.hit(throttle.ipKey, limits.loginPerIp.windowMs, now()),
    deps.store.counters.hit(throttle.pairDayKey, limits.loginPerPairDay.windowMs, now()),
  ]);
}

/** After a success: the account's failures and this client's are forgotten (never another client's). */
export async function signInSucceeded(deps: AppDeps, throttle: SignInThrottle): Promise<void> {
  await Promise.all([throttle.pairKey, throttle.pairDayKey, throttle.accountKey].map((key) => deps.store.counters.clear(key)));
}

/** Counts one event and refuses it past the rule's allowance (OTP sends, feedback posts). */
export async function spendAllowance(deps: AppDeps, key: string, rule: LimitRule, code: ApiCode): Promise<void> {
  const now = deps.config.now();
  const counter = await deps.store.counters.hit(key, rule.windowMs, now);
  if (counter.count > rule.max) throw tooMany(code, counter.firstAt + rule.windowMs - now);
}
