// Sign-in attempts are counted per account-and-client pair, per account and per client address.
// A pair past its allowance gets a doubling lock-out (30 s, 60 s, ... up to 15 min): a stranger
// guessing from one address slows only themselves, never the owner signing in from elsewhere.
// The account's own count is of consecutive failures from anywhere, kept for 30 days and cleared
// only by a success or a new password; at 100 the account takes no more password guesses
// (NIST SP 800-63B) until its owner resets the password by OTP. Every attempt is counted before
// any bcrypt work, and a burst of parallel attempts cannot slip past the count.
import type { LimitRule } from '../config';
import type { AppDeps } from '../deps';
import { tooMany } from '../http/api-error';
import { keys } from '../http/client-keys';
import type { Counter } from '../store/types';

export interface ThrottleKey {
  key: string;
  rule: LimitRule;
  /** 'growing': doubling lock-outs past the allowance; 'window': locked until the window ends. */
  lockout: 'growing' | 'window';
  message: string;
}

const LOCKED = 'Too many failed attempts. Please try again later.';
export const ACCOUNT_LOCKED = 'Too many failed sign-ins on this account. Please reset your password with an OTP to unlock it.';
export const ADMIN_LOCKED = 'Too many failed sign-ins on this account. Ask the site owner to set a new password with admin:create.';

function lockedUntil(deps: AppDeps, counter: Counter | null, { rule, lockout }: ThrottleKey): number {
  if (!counter || counter.count < rule.max) return 0;
  if (lockout === 'window') return counter.firstAt + rule.windowMs;
  const { loginBaseDelayMs, loginMaxDelayMs } = deps.config.limits;
  const delay = Math.min(loginMaxDelayMs, loginBaseDelayMs * 2 ** Math.min(20, counter.count - rule.max));
  return counter.lastAt + delay;
}

/** The counters a user's sign-in attempt (password or OTP) is held to. */
export function userLoginThrottle(deps: AppDeps, phone: string, ip: string): ThrottleKey[] {
  const { limits } = deps.config;
  return [
    { key: keys.loginPair(phone, ip), rule: limits.loginPerPair, lockout: 'growing', message: LOCKED },
    { key: keys.loginAccount(phone), rule: limits.loginPerAccount, lockout: 'window', message: ACCOUNT_LOCKED },
    { key: keys.loginIp(ip), rule: limits.loginPerIp, lockout: 'growing', message: LOCKED },
  ];
}

export function adminLoginThrottle(deps: AppDeps, username: string, ip: string): ThrottleKey[] {
  const { limits } = deps.config;
  return [
    { key: keys.adminLoginPair(username, ip), rule: limits.loginPerPair, lockout: 'growing', message: LOCKED },
    { key: keys.adminLoginAccount(username), rule: limits.loginPerAccount, lockout: 'window', message: ADMIN_LOCKED },
    { key: keys.adminLoginIp(ip), rule: limits.loginPerIp, lockout: 'growing', message: LOCKED },
  ];
}

/**
 * Counts this attempt against every key, or throws 429. Call before checking the password, and
 * `clearLoginFailures` on success. Within the allowance any attempt may proceed; past it, only the one
 * attempt that follows an expired lock-out (a parallel one finds the count moved and is refused).
 */
export async function reserveAttempt(deps: AppDeps, throttle: ThrottleKey[]): Promise<void> {
  const now = deps.config.now();
  const before = await Promise.all(throttle.map(({ key, rule }) => deps.store.counters.get(key, rule.windowMs, now)));
  throttle.forEach((t, i) => {
    const until = lockedUntil(deps, before[i]!, t);
    if (now < until) throw tooMany(t.message, until - now);
  });
  const after = await Promise.all(throttle.map(({ key, rule }) => deps.store.counters.hit(key, rule.windowMs, now)));
  throttle.forEach((t, i) => {
    const counted = after[i]!;
    const expected = (before[i]?.count ?? 0) + 1;
    if (counted.count > t.rule.max && counted.count !== expected) {
      throw tooMany(t.message, lockedUntil(deps, counted, t) - now);
    }
  });
}

/** After a success: the account's failures and this client's are forgotten (the address's are not). */
export async function clearLoginFailures(deps: AppDeps, phone: string, ip: string): Promise<void> {
  await Promise.all([deps.store.counters.clear(keys.loginPair(phone, ip)), deps.store.counters.clear(keys.loginAccount(phone))]);
}

export async function clearAdminLoginFailures(deps: AppDeps, username: string, ip: string): Promise<void> {
  await Promise.all([deps.store.counters.clear(keys.adminLoginPair(username, ip)), deps.store.counters.clear(keys.adminLoginAccount(username))]);
}

/** Counts one event and refuses it past the rule's allowance (OTP sends, feedback posts). */
export async function spendAllowance(deps: AppDeps, key: string, rule: LimitRule, message: string): Promise<void> {
  const now = deps.config.now();
  const counter = await deps.store.counters.hit(key, rule.windowMs, now);
  if (counter.count > rule.max) throw tooMany(message, counter.firstAt + rule.windowMs - now);
}
