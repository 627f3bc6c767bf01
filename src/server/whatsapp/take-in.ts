// What a signed notification changes: each incoming message is kept once, with the request whose
// service number its text (or caption) names *and whose phone sent it*; a request still waiting
// becomes received, through the desk's own move (the visitor is told as of any change, and the
// timeline says it came from WhatsApp). A message naming no number of its sender's requests (a
// stranger naming someone else's, too) waits in the desk's unmatched list and moves nothing: only
// the request's own phone may move it or prove its number. Statuses of our own messages move the
// kept `out` messages on.
import { serviceNumbersInText } from '../../core/service-numbers-in-text';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { ServiceRequest } from '../store/tracking-types';
import { moveRequest } from '../tracking/move-request';
import { requestId } from '../tracking/request-id';
import type { IncomingMessage, Notification } from './webhook-payload';

/** The sender's own request that the text names, or null. */
export async function requestNamedIn(deps: AppDeps, text: string, phone: string): Promise<ServiceRequest | null> {
  for (const serviceNumber of serviceNumbersInText(text)) {
    // A request's id is its number's and phone's: exactly the sender's own request, if any.
    const request = await deps.store.requests.get(requestId(serviceNumber, phone));
    if (request) return request;
  }
  return null;
}

/**
 * Moves a waiting request to received because its WhatsApp message came: `by` is the admin who
 * linked the message, null when it named its number itself. A request moved meanwhile stays as it is.
 */
export async function receivedOnWhatsApp(deps: AppDeps, request: ServiceRequest, by: string | null): Promise<ServiceRequest> {
  if (request.status !== 'waiting') return request;
  const step = { status: 'received' as const, at: deps.config.now(), note: null, reason: null, by, via: 'whatsapp' as const };
  try {
    return await moveRequest(deps, request, step);
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return (await deps.store.requests.get(request.id)) ?? request;
    throw err;
  }
}

async function takeInMessage(deps: AppDeps, message: IncomingMessage): Promise<void> {
  const request = await requestNamedIn(deps, message.text, message.phone);
  const kept = await deps.store.whatsapp.add({ ...message, direction: 'in', serviceNumber: request?.serviceNumber ?? null, requestId: request?.id ?? null, status: null, linkedBy: null });
  // A delivery Meta repeats changes nothing the first one did not.
  if (kept && request) await receivedOnWhatsApp(deps, request, null);
}

export async function takeIn(deps: AppDeps, notification: Notification): Promise<void> {
  for (const message of notification.messages) await takeInMessage(deps, message);
  for (const notice of notification.statuses) await deps.store.whatsapp.setStatus(notice.id, notice.status);
}
