// POST /api/admin/whatsapp/requests/:id/reply: the desk's reply, to the request's number or another sender of its thread.
import { answerText, apiFetch } from '../../../shared/api/client';
import type { WhatsAppReplied } from '../../../shared/api/answers';
import type { WhatsappReplyBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function sendWhatsAppReply(requestId: string, body: WhatsappReplyBody): Promise<string> {
  return answerText(await apiFetch<WhatsAppReplied>(apiPath(API.whatsappReply, { id: requestId }), { method: 'POST', body }));
}
