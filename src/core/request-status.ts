// The life of a recorded request, shared by the server (which enforces it) and the pages that show
// it: waiting (recorded when WhatsApp opened; the visitor may not have pressed Send there) ->
// received (the desk has the message) -> in_progress -> completed, or closed (with a reason) before
// it completes. The desk may start work on a waiting request at once. The desk may return a received
// or in-progress request for correction (needs_fix); the visitor's corrected send makes it waiting
// again.
//
// Statuses are data, as languages are: a status is added here, with its texts
// (`requests.status.<name>` in en-requests.ts and te-requests.ts, which the compiler asks for), and,
// when the desk may move a request to it, in the enum of schemas/api/request-status.schema.json
// (tests/core/request-status.test.ts names it). The badge, the desk's filter and dialog, the CSV
// export, the SQLite CHECK (rebuilt at start when this list changes) and the API's texts read it.

export const STATUSES = [
  // colour: a filled Mantine badge that keeps 4.5:1 (white on teal 9, blue 8 and gray 7; dark text on yellow and light gray).
  { name: 'waiting', next: ['received', 'in_progress', 'closed'], color: 'gray.3', desk: 'Waiting for WhatsApp', reachedBy: 'correction' },
  { name: 'received', next: ['in_progress', 'closed', 'needs_fix'], color: 'yellow.5', desk: 'Received' },
  { name: 'in_progress', next: ['completed', 'closed', 'needs_fix'], color: 'blue.8', desk: 'In progress' },
  { name: 'completed', next: [], color: 'teal.9', desk: 'Completed' },
  { name: 'closed', next: [], color: 'gray.7', desk: 'Closed' },
  // White on red 9 keeps 5.4:1.
  { name: 'needs_fix', next: ['waiting', 'closed'], color: 'red.9', desk: 'Needs a correction', reachedBy: 'return' },
] as const satisfies readonly Status[];

export interface Status {
  /** As stored and sent; its texts are `requests.status.<name>`. */
  name: string;
  /** The statuses the desk may move a request in this one to. */
  next: readonly string[];
  /** The badge's filled Mantine colour. */
  color: string;
  /** The desk's English name of it, in the CSV export. */
  desk: string;
  /**
   * Moves into it are made only by this action, never by the desk's status change: `return` (the
   * desk's "Return for correction", with its flags), `correction` (the visitor's corrected send).
   */
  reachedBy?: 'return' | 'correction';
}

export type RequestStatus = (typeof STATUSES)[number]['name'];

export const REQUEST_STATUSES: readonly RequestStatus[] = STATUSES.map((s) => s.name);

/** The entry of the list for `status`. */
export function statusOf(status: RequestStatus): (typeof STATUSES)[number] {
  return STATUSES.find((s) => s.name === status)!;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return STATUSES.some((s) => s.name === value);
}

export function canMoveTo(from: RequestStatus, to: RequestStatus): boolean {
  return (statusOf(from).next as readonly string[]).includes(to);
}

/** The statuses some status may move to and no action of its own reaches: what the desk may set (the request-status body's enum). */
export function settableStatuses(): RequestStatus[] {
  return REQUEST_STATUSES.filter((to) => !(statusOf(to) as Status).reachedBy && REQUEST_STATUSES.some((from) => canMoveTo(from, to)));
}

/** A status as words in an operator's sentence: in_progress → in progress. */
export function statusWords(status: RequestStatus): string {
  return status.replace(/_/g, ' ');
}

/** The statuses a request ends in (no move out of them): its WhatsApp messages' retention counts from then. */
export const FINAL_STATUSES: readonly RequestStatus[] = STATUSES.filter((s) => s.next.length === 0).map((s) => s.name);
