// "Also link the other unmatched messages from this phone": photos a visitor sends after the text
// that named the service number name none, so they land unmatched. Only messages from the same phone
// still unmatched are linked, each by the store's own check (one linked meanwhile is left as it is).
import type { AppDeps } from '../deps';
import type { MessageRequest } from '../store/whatsapp-types';

/** Links the phone's unmatched messages to the request; how many it linked. */
export async function linkSamePhone(deps: Pick<AppDeps, 'store'>, phone: string, request: MessageRequest, by: string): Promise<number> {
  const ids = await deps.store.whatsapp.unmatchedFrom(phone);
  let linked = 0;
  for (const id of ids) if (await deps.store.whatsapp.link(id, request, by)) linked += 1;
  return linked;
}
