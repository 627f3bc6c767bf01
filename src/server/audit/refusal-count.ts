// Requests refused for want of an admin session, and failed sign-ins with a username no admin has,
// come from anyone, as often as they like, with any path or username: they are counted per client
// address and action,
// and only the 1st, 10th, 100th … of an hour become audit events (with the count), across all
// addresses at most 100 an hour besides those marks. The trail stays a record of what happened,
// and no stranger can fill it.
import type { AppDeps } from '../deps';
import type { AuditAction } from '../store/audit-types';

const HOUR = 3_600_000;
/** Audit events of anonymous refusals per hour, all addresses together, besides the 1, 10, 100 … marks. */
const ALL_ADDRESSES_PER_HOUR = 100;

const isMark = (n: number) => n >= 1 && 10 ** Math.round(Math.log10(n)) === n;

/** How many times this address was refused this action this hour, if this refusal is to be listed; else null. */
async function refusalToList(deps: Pick<AppDeps, 'store' | 'config'>, action: AuditAction, ip: string): Promise<number | null> {
  const now = deps.config.now();
  const [mine, all] = await Promise.all([
    deps.store.counters.hit(`audit-refused:${action}:${ip}`, HOUR, now),
    deps.store.counters.hit('audit-refused:all', HOUR, now),
  ]);
  if (!isMark(mine.count)) return null;
  return all.count <= ALL_ADDRESSES_PER_HOUR || isMark(all.count) ? mine.count : null;
}

/** The detail of this refusal's event, with how many times this address was refused this hour; null when it is not listed. */
export async function refusalDetail(deps: Pick<AppDeps, 'store' | 'config'>, action: AuditAction, ip: string, detail: string): Promise<string | null> {
  const times = await refusalToList(deps, action, ip);
  if (times === null) return null;
  return times > 1 ? `${detail} (${times} times from this address this hour)` : detail;
}
