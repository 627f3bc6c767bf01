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

/** One step of the timeline as visitors see it: never who made the change. */
export interface RequestHistoryView {
  status: RequestStatus;
  /** ISO time. */
  at: string;
  note?: string;
  /** Why it was closed (status closed only). */
  reason?: string;
}

/** A request as POST /api/requests/track and GET /api/me/requests return it. */
export interface RequestView {
  id: string;
  serviceNumber: string;
  entryId: string;
  title: string;
  /** ISO time. */
  createdAt: string;
  status: RequestStatus;
  /** Whether its holder gets a text on each status change (they can turn it off). */
  updates: boolean;
  /** Oldest first; the first step is 'waiting' ('received' for requests recorded before that status). */
  history: RequestHistoryView[];
}
