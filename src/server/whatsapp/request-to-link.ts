// The request the desk links an unmatched message to, by the service number the desk typed: the
// sender's own request of that number, else the one request that holds it. A message from another
// phone may belong there (a relative writes for the visitor), so the desk may link it, but the link
// says the sender differs and proves nothing about the request's number (src/server/notify/heard-from-phone.ts). It
// never falls back to "the newest request of that number": numbers made before minting may be held
// by more than one phone, and then only the sender's own can be told apart.
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { ServiceRequest } from '../store/tracking-types';
import { requestId } from '../tracking/request-id';

export interface RequestToLink {
  request: ServiceRequest;
  /** The message came from another phone than the request's. */
  senderDiffers: boolean;
}

export async function requestToLink(deps: Pick<AppDeps, 'store'>, serviceNumber: string, sender: string): Promise<RequestToLink> {
  const own = await deps.store.requests.get(requestId(serviceNumber, sender));
  if (own) return { request: own, senderDiffers: false };
  const { items } = await deps.store.requests.search({ serviceNumber }, { limit: 2, cursor: null });
  if (items.length === 0) throw new ApiError(404, 'whatsapp.number_unknown', { serviceNumber: 'whatsapp.number_unknown' }, { serviceNumber });
  if (items.length > 1) throw new ApiError(409, 'whatsapp.number_shared', { serviceNumber: 'whatsapp.number_shared' }, { serviceNumber });
  return { request: items[0]!, senderDiffers: true };
}
