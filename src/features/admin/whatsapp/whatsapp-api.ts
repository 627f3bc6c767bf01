// The console's calls of /api/admin/whatsapp (src/server/routes/admin-whatsapp.ts).
import { answerText, apiFetch, apiText } from '../../../shared/api/client';
import type { WhatsAppLinked, WhatsAppReplied, WhatsAppThread, WhatsAppUnmatchedPage } from '../../../shared/api/answers';
import type { WhatsappLinkBody, WhatsappReplyBody } from '../../../shared/api/bodies';
import { queryString } from '../api/query-string';
import type { Said } from '../use-action';

const base = '/admin/whatsapp';

export const getThread = (requestId: string, signal?: AbortSignal) => apiFetch<WhatsAppThread>(`${base}/requests/${encodeURIComponent(requestId)}`, { signal });

export async function sendReply(requestId: string, body: WhatsappReplyBody): Promise<string> {
  return answerText(await apiFetch<WhatsAppReplied>(`${base}/requests/${encodeURIComponent(requestId)}/reply`, { method: 'POST', body }));
}

/** An unmatched message with how many other unmatched messages its phone has (on any page). */
export type UnmatchedMessage = WhatsAppUnmatchedPage['messages'][number] & { others: number };

export async function getUnmatched(cursor: string | null, signal?: AbortSignal) {
  const page = await apiFetch<WhatsAppUnmatchedPage>(`${base}/unmatched${queryString({ cursor })}`, { signal });
  const items: UnmatchedMessage[] = page.messages.map((m) => ({ ...m, others: Math.max(0, (page.unmatchedByPhone[m.phone] ?? 1) - 1) }));
  return { items, nextCursor: page.nextCursor };
}

/**
 * Links the message; what the desk is told, in the console's language: a warning when it came from
 * another phone than the request's (it proves nothing of that number, and a reply to its sender
 * must be chosen in the request's reply box).
 */
export async function linkMessage(messageId: string, body: WhatsappLinkBody): Promise<Said> {
  const linked = await apiFetch<WhatsAppLinked>(`${base}/messages/${encodeURIComponent(messageId)}/link`, { method: 'POST', body });
  const text = await answerText(linked, { serviceNumber: linked.request.serviceNumber, count: linked.alsoLinked });
  if (!linked.senderDiffers) return { text, warning: false };
  const differs = apiText('whatsapp.sender_differs', '', { sender: linked.linked.phone, phone: linked.request.phone });
  return { text: `${text} ${differs}`, warning: true };
}

/** Where the console opens a message's photo or document: our server fetches it from WhatsApp then. */
export const mediaUrl = (messageId: string, index: number) => `/api${base}/messages/${encodeURIComponent(messageId)}/media/${index}`;
