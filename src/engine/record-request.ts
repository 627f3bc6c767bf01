// POST /api/requests, sent right after the WhatsApp hand-off opened: `keepalive` lets it finish
// even when the visitor leaves the page for WhatsApp. It never delays or blocks the hand-off.
import type { CompiledEntry } from '../catalog/types';
import { addPending, loadPending, removePending } from './pending-requests';
import { currentLanguage } from '../shared/i18n/t';
import { requestRecord, type RequestRecord } from './request-record';
import type { GuardianGiven } from './guardian-consent';
import * as API from '../core/api-paths';
import { API_ROOT } from '../core/api-url';

/** What the visitor agreed to on the send step, beside the request itself. */
export interface SendChoices {
  statusTexts: boolean;
  guardian: GuardianGiven | null;
}

type Outcome = 'recorded' | 'refused' | 'retry';

// One POST per request at a time: when the connection returns, the form waiting for it and the
// page's queue both send the same record.
const inFlight = new Map<string, Promise<Outcome>>();

function post(record: RequestRecord): Promise<Outcome> {
  const key = `${record.serviceNumber} ${record.phone ?? ''}`;
  const sending = inFlight.get(key) ?? send(record).finally(() => inFlight.delete(key));
  inFlight.set(key, sending);
  return sending;
}

async function send(record: RequestRecord): Promise<Outcome> {
  try {
    const response = await fetch(`${API_ROOT}${API.requests}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(record),
    });
    if (response.ok) return 'recorded';
    // A 4xx other than a rate limit will be refused again: keeping it would retry it forever.
    return response.status >= 400 && response.status < 500 && response.status !== 429 ? 'refused' : 'retry';
  } catch {
    return 'retry';
  }
}

/** Whether the request reached the server: only a recorded request can be tracked. */
export type RecordOutcome = 'recorded' | 'queued' | 'refused';

/**
 * The form view's one call after opening WhatsApp (and again on "Try again"): the record goes to the
 * server, or waits in this browser's queue when it cannot get there now.
 */
export async function recordRequest(entry: CompiledEntry, serviceNumber: string, values: Record<string, unknown>, choices: SendChoices): Promise<RecordOutcome> {
  const record = pageRecord(entry, serviceNumber, values, choices);
  const outcome = await post(record);
  if (outcome === 'retry') {
    addPending(record);
    return 'queued';
  }
  removePending(record);
  return outcome;
}

/**
 * Sent while offline: the record waits in the queue at once, so it reaches the server when the
 * connection returns even if this tab is closed by then (the form also records it, if still open).
 */
export function queueRequest(entry: CompiledEntry, serviceNumber: string, values: Record<string, unknown>, choices: SendChoices): void {
  addPending(pageRecord(entry, serviceNumber, values, choices));
}

/** On page load: sends what earlier pages could not, oldest first. */
export async function sendPendingRequests(): Promise<void> {
  for (const record of loadPending()) {
    if ((await post(record)) !== 'retry') removePending(record);
  }
}

function pageRecord(entry: CompiledEntry, serviceNumber: string, values: Record<string, unknown>, { statusTexts, guardian }: SendChoices): RequestRecord {
  return {
    ...requestRecord(entry, serviceNumber, values),
    language: currentLanguage(),
    // Pressing Send is the request's own consent; a minor's request offers no status texts.
    consents: statusTexts && !guardian ? ['request', 'statusTexts'] : ['request'],
    noticeVersion: import.meta.env.NOTICE_VERSION,
    ...(guardian ? { guardian } : {}),
  };
}
