// What the desk and the visitor rely on, whatever statuses the list holds (src/core/request-status.ts).
import { describe, expect, it } from 'vitest';
import statusSchema from '../../schemas/api/request-status.schema.json';
import { canMoveTo, isRequestStatus, REQUEST_STATUSES, settableStatuses, STATUSES, type RequestStatus } from '../../src/core/request-status';

const FINAL: RequestStatus[] = ['completed', 'closed'];

/** Every status reachable from `from` by allowed moves. */
function reachable(from: RequestStatus): Set<RequestStatus> {
  const seen = new Set<RequestStatus>();
  const visit = (s: RequestStatus) => REQUEST_STATUSES.filter((to) => canMoveTo(s, to) && !seen.has(to)).forEach((to) => (seen.add(to), visit(to)));
  visit(from);
  return seen;
}

describe('request status transitions', () => {
  it('takes a request waiting -> received -> in_progress -> completed, and waiting straight to work', () => {
    expect(['waiting->received', 'received->in_progress', 'in_progress->completed', 'waiting->in_progress'].filter((m) => !canMoveTo(...(m.split('->') as [RequestStatus, RequestStatus])))).toEqual([]);
  });

  it('closes any open request, and moves a completed or closed one nowhere', () => {
    const open = REQUEST_STATUSES.filter((s) => !FINAL.includes(s));
    expect(open.filter((s) => !canMoveTo(s, 'closed'))).toEqual([]);
    expect(FINAL.flatMap((s) => REQUEST_STATUSES.filter((to) => canMoveTo(s, to)))).toEqual([]);
  });

  it('refuses what skips the work: waiting or received straight to completed, completed back to work', () => {
    expect(canMoveTo('waiting', 'completed')).toBe(false);
    expect(canMoveTo('received', 'completed')).toBe(false);
    expect(canMoveTo('completed', 'in_progress')).toBe(false);
  });

  it('leaves no open request without a way to completed or closed', () => {
    const stuck = REQUEST_STATUSES.filter((s) => !FINAL.includes(s) && !FINAL.some((f) => reachable(s).has(f)));
    expect(stuck).toEqual([]);
  });

  it('moves only to statuses of the list', () => {
    const unknown = STATUSES.flatMap((s) => s.next.filter((to) => !isRequestStatus(to)).map((to) => `${s.name}->${to}`));
    expect(unknown).toEqual([]);
    expect(isRequestStatus('lost')).toBe(false);
  });
});

it('the status change schema names the statuses the desk may set: each one some status moves to, in the order of the list', () => {
  expect(statusSchema.properties.status.enum).toEqual(settableStatuses());
});
