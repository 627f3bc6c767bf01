// The console's calls of /api/admin/whatsapp (src/server/routes/admin-whatsapp.ts).
import { apiFetch } from '../../../shared/api/client';
import type { WhatsAppLinked, WhatsAppReplied, WhatsAppThread, WhatsAppUnmatchedPage } from '../../../shared/api/answers';
import type { WhatsappLinkBody, WhatsappReplyBody } from '../../../shared/api/bodies';
import { queryString } from '../api/query-string';

const base = '/admin/whatsapp';

export const getThread = (requestId: string, signal?: AbortSignal) => apiFetch<WhatsAppThread>(`${base}/requests/${encodeURIComponent(requestId)}`, { signal });

export async function sendReply(requestId: string, body: WhatsappReplyBody): Promise<string> {
  return (await apiFetch<WhatsAppReplied>(`${base}/requests/${encodeURIComponent(requestId)}/reply`, { method: 'POST', body })).message;
}

/** An unmatched message with how many other unmatched messages its phone has (on any page). */
export type UnmatchedMessage = WhatsAppUnmatchedPage['messages'][number] & { others: number };

export async function getUnmatched(cursor: string | null, signal?: AbortSignal) {
  const page = await apiFetch<WhatsAppUnmatchedPage>(`${base}/unmatched${queryString({ cursor })}`, { signal });
  const items: UnmatchedMessage[] = page.messages.map((m) => ({ ...m, others: Math.max(0, (page.unmatchedByPhone[m.phone] ?? 1) - 1) }));
  return { items, nextCursor: page.nextCursor };
}

export async function linkMessage(messageId: string, body: WhatsappLinkBody): Promise<string> {
  return (await apiFetch<WhatsAppLinked>(`${base}/messages/${encodeURIComponent(messageId)}/link`, { method: 'POST', body })).message;
}

/** Where the console opens a message's photo or document: our server fetches it from WhatsApp then. */
export const mediaUrl = (messageId: string, index: number) => `/api${base}/messages/${encodeURIComponent(messageId)}/media/${index}`;
