import type { RequestStatus } from '../../core/request-status';
import type { RequestView } from '../../shared/api/answers';

export interface Activity {
  requestId: string;
  serviceNumber: string;
  title: string;
  status: RequestStatus;
  at: string;
  note?: string;
  reason?: string;
}

/** Every status change of the user's requests, newest first: the Recent Activities list. */
export function recentActivities(requests: readonly RequestView[], limit = 50): Activity[] {
  return requests
    .flatMap((r) => r.history.map((h) => ({ requestId: r.id, serviceNumber: r.serviceNumber, title: r.title, ...h })))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}
