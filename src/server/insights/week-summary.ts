// The desk's week in numbers, from the requests recorded in it and their status history: how many
// per status (now) and per service, the median time from sent (recorded) to received and to done
// (completed or closed), and the returns for correction (moves into `needs_fix`, counted by name so
// the count works before and after that status exists).
import { REQUEST_STATUSES, type RequestStatus } from '../../core/request-status';
import type { ServiceRequest } from '../store/tracking-types';

const RETURN_STATUS = 'needs_fix' as string;
const DONE: readonly string[] = ['completed', 'closed'] satisfies RequestStatus[];

export interface ServiceWeek {
  entryId: string;
  requests: number;
  returns: number;
}

export interface WeekSummary {
  /** The week's first instant and the instant after it (epoch ms). */
  from: number;
  before: number;
  requests: number;
  byStatus: { status: RequestStatus; requests: number }[];
  /** Services with a request in the week, the busiest first. */
  byService: ServiceWeek[];
  /** Null when no request of the week has reached the step yet. */
  medianToReceivedMs: number | null;
  medianToDoneMs: number | null;
  returns: number;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Time from recording to the first step into one of `statuses`, or null if it never got there. */
function timeTo(request: ServiceRequest, statuses: readonly string[]): number | null {
  const step = request.history.find((s) => statuses.includes(s.status));
  return step ? step.at - request.createdAt : null;
}

const returnsOf = (request: ServiceRequest) => request.history.filter((s) => (s.status as string) === RETURN_STATUS).length;

/** The summary of `requests`, those recorded from `from` until `before`. */
export function weekSummary(requests: readonly ServiceRequest[], from: number, before: number): WeekSummary {
  const services = new Map<string, ServiceWeek>();
  for (const r of requests) {
    const service = services.get(r.entryId) ?? { entryId: r.entryId, requests: 0, returns: 0 };
    service.requests += 1;
    service.returns += returnsOf(r);
    services.set(r.entryId, service);
  }
  const times = (statuses: readonly string[]) => requests.map((r) => timeTo(r, statuses)).filter((ms): ms is number => ms !== null);
  return {
    from,
    before,
    requests: requests.length,
    byStatus: REQUEST_STATUSES.map((status) => ({ status, requests: requests.filter((r) => r.status === status).length })),
    byService: [...services.values()].sort((a, b) => b.requests - a.requests || a.entryId.localeCompare(b.entryId)),
    medianToReceivedMs: median(times(['received'])),
    medianToDoneMs: median(times(DONE)),
    returns: requests.reduce((sum, r) => sum + returnsOf(r), 0),
  };
}
