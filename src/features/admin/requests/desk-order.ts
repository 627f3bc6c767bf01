// The desk's list order: overdue requests first, then those due today, then the rest, each group in
// the order the server gave (newest first). Sorts the requests loaded so far ("More" adds a page).
import { dueState } from '../../../catalog/due-at';
import type { AdminRequest } from '../../../shared/api/answers';

const RANK = { overdue: 0, today: 1, later: 2, none: 2 } as const;

export function deskOrder(requests: readonly AdminRequest[], today: string): AdminRequest[] {
  return requests
    .map((request, i) => ({ request, i, rank: RANK[dueState(request.dueOn ?? null, today)] }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ request }) => request);
}
