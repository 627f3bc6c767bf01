// Whether a request's own phone has written to us, which proves its number for the request's status
// texts as a code would (the text ledger sends nothing else to an unproven number). With incoming
// WhatsApp set up, only a message that came from that very number counts: a stranger's message
// naming the request, or one the desk linked by hand from another phone, proves nothing. Without it
// the desk reads WhatsApp on its own phone, and its marking the request received is the only word
// there is that the number wrote.
import type { AppDeps } from '../deps';
import type { ServiceRequest } from '../store/tracking-types';

export async function heardFromPhone(deps: Pick<AppDeps, 'store' | 'config'>, request: ServiceRequest): Promise<boolean> {
  if (deps.config.whatsapp.inbox) return (await deps.store.whatsapp.lastIn(request.phone)) !== null;
  return request.history.some((s) => s.status === 'received');
}
