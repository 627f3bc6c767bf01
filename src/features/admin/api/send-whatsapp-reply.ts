// POST /api/admin/whatsapp/requests/:id/reply: the desk's reply, to the request's number or another sender of its thread.
import { answerText, apiFetch } from '../../../shared/api/client';
import type { WhatsAppReplied } from '../../../shared/api/answers';
import type { WhatsappReplyBody } from '../../../shared/api/bodies';

export async function sendWhatsAppReply(requestId: string, body: WhatsappReplyBody): Promise<string> {
  return answerText(await apiFetch<WhatsAppReplied>(`/admin/whatsapp/requests/${encodeURIComponent(requestId)}/reply`, { method: 'POST', body }));
}
