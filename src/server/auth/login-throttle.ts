// Sign-in attempts are counted per account and per IP. Past the allowance each further failure
// doubles a lock-out (30 s, 60 s, ... up to 15 min). The attempt is counted before any bcrypt
// work and a burst of parallel attempts cannot slip past the count: a guessing burst costs the
// server at most `max` hashes per account.
import type { LimitRule } from '../config';
import type { AppDeps } from '../deps';
import { tooMany } from '../http/api-error';
import type { Counter } from '../store/types';

export interface ThrottleKey {
  key: string;
  rule: LimitRule;
}

const LOCKED = 'Too many failed attempts. Please try again later.';

function lockedUntil(deps: AppDeps, counter: Counter | null, rule: LimitRule): number {
  if (!counter || counter.count < rule.max) return 0;
  const { loginBaseDelayMs, loginMaxDelayMs } = deps.config.limits;
  const delay = Math.min(loginMaxDelayMs, loginBaseDelayMs * 2 ** Math.min(20, counter.count - rule.max));
  return counter.lastAt + delay;
}

/**
 * Counts this attempt against every key, or throws 429. Call before checking the password, and
 * `clearFailures` on success. Within the allowance any attempt may proceed; past it, only the one
 * attempt that follows an expired lock-out (a parallel one finds the count moved and is refused).
 */
export async function reserveAttempt(deps: AppDeps, keys: ThrottleKey[]): Promise<void> {
  const now = deps.config.now();
  const before = await Promise.all(keys.map(({ key, rule }) => deps.store.counters.get(key, rule.windowMs, now)));
  keys.forEach(({ rule }, i) => {
    const until = lockedUntil(deps, before[i]!, rule);
    if (now < until) throw tooMany(LOCKED, until - now);
  });
  const after = await Promise.all(keys.map(({ key, rule }) => deps.store.counters.hit(key, rule.windowMs, now)));
  keys.forEach(({ rule }, i) => {
    const counted = after[i]!;
    const expected = (before[i]?.count ?? 0) + 1;
    if (counted.count > rule.max && counted.count !== expected) {
      throw tooMany(LOCKED, lockedUntil(deps, counted, rule) - now);
    }
  });
}

export async function clearFailures(deps: AppDeps, key: string): Promise<void> {
  await deps.store.counters.clear(key);
}

/** Counts one event and refuses it past the rule's allowance (OTP sends, feedback posts). */
export async function spendAllowance(deps: AppDeps, key: string, rule: LimitRule, message: string): Promise<void> {
  const now = deps.config.now();
  const counter = await deps.store.counters.hit(key, rule.windowMs, now);
  if (counter.count > rule.max) throw tooMany(message, counter.firstAt + rule.windowMs - now);
}
