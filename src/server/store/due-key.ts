// The desk's due order (overdue first) pages on one stored string per request, `dueKey`, that sorts
// ascending as the order reads: first the requests the desk still works on (waiting, received, in
// progress) by due day, then those of them without one, then those returned for correction (the
// visitor's turn, the clock stopped) by due day, then the finished ones; ties by the time received,
// oldest first, then the id. A cursor is the key of the last item shown, as with page-key.ts.
import { FINAL_STATUSES, type RequestStatus } from '../../core/request-status';

const KEY = /^[0-3]\d{4}-\d{2}-\d{2}\d{15}_[A-Za-z0-9_-]{1,64}$/;
const NO_DAY = '0000-00-00';
const PAUSED: RequestStatus = 'needs_fix';

/** Which group of the order a request is in (the key's first character). */
function rank(status: RequestStatus, dueOn: string | null): string {
  if ((FINAL_STATUSES as readonly string[]).includes(status)) return '3';
  if (status === PAUSED) return '2';
  return dueOn === null ? '1' : '0';
}

/** The key of a request in `status` due on `dueOn` (YYYY-MM-DD; null: no due day). */
export function dueKey(request: { id: string; createdAt: number; status: RequestStatus }, dueOn: string | null): string {
  return `${rank(request.status, dueOn)}${dueOn ?? NO_DAY}${String(request.createdAt).padStart(15, '0')}_${request.id}`;
}

/** Whether a cursor is a key we issued. */
export function isDueKey(cursor: string): boolean {
  return KEY.test(cursor);
}

/** The due day a key was made with (null: none), to make the key again after a move. */
export function dueOnOfKey(key: string): string | null {
  const day = key.slice(1, 11);
  return isDueKey(key) && day !== NO_DAY ? day : null;
}
