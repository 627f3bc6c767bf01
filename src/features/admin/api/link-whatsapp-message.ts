// POST /api/admin/whatsapp/messages/:id/link: the desk ties an unmatched message to a request.
import { answerText, apiFetch, apiText } from '../../../shared/api/client';
import type { WhatsAppLinked } from '../../../shared/api/answers';
import type { WhatsappLinkBody } from '../../../shared/api/bodies';
import type { Said } from '../use-action';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

/**
 * Links the message; what the desk is told, in the console's language: a warning when it came from
 * another phone than the request's (it proves nothing of that number, and a reply to its sender
 * must be chosen in the request's reply box).
 */
export async function linkWhatsAppMessage(messageId: string, body: WhatsappLinkBody): Promise<Said> {
  const linked = await apiFetch<WhatsAppLinked>(apiPath(API.whatsappLink, { id: messageId }), { method: 'POST', body });
  const text = await answerText(linked, { serviceNumber: linked.request.serviceNumber, count: linked.alsoLinked });
  if (!linked.senderDiffers) return { text, warning: false };
  const differs = apiText('whatsapp.sender_differs', '', { sender: linked.linked.phone, phone: linked.request.phone });
  return { text: `${text} ${differs}`, warning: true };
}
