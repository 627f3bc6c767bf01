// The life of a recorded request, shared by the server (which enforces it) and the pages that show
// it: waiting (recorded when WhatsApp opened; the visitor may not have pressed Send there) ->
// received (the desk has the message) -> in_progress -> completed, or closed (with a reason) before
// it completes. The desk may start work on a waiting request at once.

export const REQUEST_STATUSES = ['waiting', 'received', 'in_progress', 'completed', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  waiting: ['received', 'in_progress', 'closed'],
  received: ['in_progress', 'closed'],
  in_progress: ['completed', 'closed'],
  completed: [],
  closed: [],
};

export function canMoveTo(from: RequestStatus, to: RequestStatus): boolean {
  return NEXT[from].includes(to);
}
