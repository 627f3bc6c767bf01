// Failed sign-ins are counted per account and per IP. Past the allowance each further failure
// doubles a lock-out (30 s, 60 s, ... up to 15 min). The check runs before any bcrypt work, so a
// password-guessing burst costs the server almost nothing.
import type { LimitRule } from '../config';
import type { AppDeps } from '../deps';
import { tooMany } from '../http/api-error';

export interface ThrottleKey {
  key: string;
  rule: LimitRule;
}

const LOCKED = 'Too many failed attempts. Please try again later.';

function lockedUntil(deps: AppDeps, count: number, lastAt: number, rule: LimitRule): number {
  if (count < rule.max) return 0;
  const { loginBaseDelayMs, loginMaxDelayMs } = deps.config.limits;
  const delay = Math.min(loginMaxDelayMs, loginBaseDelayMs * 2 ** Math.min(20, count - rule.max));
  return lastAt + delay;
}

export async function assertNotLocked(deps: AppDeps, keys: ThrottleKey[]): Promise<void> {
  const now = deps.config.now();
  for (const { key, rule } of keys) {
    const counter = await deps.store.counters.get(key, rule.windowMs, now);
    if (!counter) continue;
    const until = lockedUntil(deps, counter.count, counter.lastAt, rule);
    if (now < until) throw tooMany(LOCKED, until - now);
  }
}

export async function recordFailure(deps: AppDeps, keys: ThrottleKey[]): Promise<void> {
  const now = deps.config.now();
  for (const { key, rule } of keys) await deps.store.counters.hit(key, rule.windowMs, now);
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
