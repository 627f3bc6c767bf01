// The desk's reply on a request, to its own number or to another sender of its thread
// (thread-senders.ts): free text inside that number's 24-hour window; outside it the approved status
// template (WHATSAPP_STATUS_TEMPLATE), the reply going as its note beside the request's current
// status and /track link, as a status text carries the desk's note. Kept as an
// `out` message of the request's thread, with Meta's id, so its statuses follow. Either passes the
// one text ledger first, as every text does: refused, nothing is sent and the desk is told why.
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { statusUpdate } from '../notify/tell-visitor';
import { templateMessage } from '../notify/whatsapp-notifier';
import type { WhatsAppOptions } from '../whatsapp-api/whatsapp-options';
import type { ServiceRequest } from '../store/tracking-types';
import type { WhatsAppMessage } from '../store/whatsapp-types';
import { TextRefused } from '../texts/text-ledger';
import { postMessage } from '../whatsapp-api/graph-api';
import { replyWindow, type ReplyWindow } from './reply-window';

export interface DeskReply {
  sent: WhatsAppMessage;
  as: 'text' | 'template';
  window: ReplyWindow;
}

const freeText = (to: string, body: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: to.replace(/^\+/, ''),
  type: 'text',
  text: { preview_url: false, body },
});

/**
 * Counts the reply in the text ledger against the number it goes to and the request's account: past
 * the day's caps it is a 429 and nothing goes out. The proof rule guards texts a stranger's action sets off (a
 * sign-up with anyone's number); a reply is the desk's own choice, made reading the request, so it
 * passes as a status text to a number heard from does.
 */
async function admitReply(deps: AppDeps, request: ServiceRequest, to: string): Promise<void> {
  if (!deps.texts) throw new Error('the text ledger is not set: replies are not sent around it');
  try {
    await deps.texts.admit({ to, kind: 'reply', account: request.userId, heardFrom: true });
  } catch (err) {
    if (err instanceof TextRefused) throw new ApiError(429, 'whatsapp.reply_capped');
    throw err;
  }
}

/**
 * Sends the reply to `to` (a number of threadSenders: the caller checks it); rejects when the ledger
 * refuses it or the Cloud API does not take it (nothing is kept then).
 */
export async function sendDeskReply(deps: AppDeps, api: WhatsAppOptions, request: ServiceRequest, text: string, by: string, to: string): Promise<DeskReply> {
  const now = deps.config.now();
  // The window is the recipient's own: WhatsApp counts it from that number's last message.
  const window = replyWindow(await deps.store.whatsapp.lastIn(to), now);
  await admitReply(deps, request, to);
  const as = window.open ? 'text' : 'template';
  const update = statusUpdate(deps, request, { status: request.status, at: now, note: text, reason: null, by }, true, null);
  const body = window.open ? freeText(to, text) : templateMessage(api.template, { ...update, to });
  const id = await postMessage(api, body);
  const sent: WhatsAppMessage = {
    // Meta always names the message; a made-up id keeps the reply in the thread if it ever does not.
    id: id ?? `local.${now}.${request.id}`,
    direction: 'out',
    phone: to,
    serviceNumber: request.serviceNumber,
    requestId: request.id,
    kind: 'text',
    text,
    media: [],
    at: now,
    status: 'sent',
    linkedBy: null,
  };
  await deps.store.whatsapp.add(sent);
  return { sent, as, window };
}
