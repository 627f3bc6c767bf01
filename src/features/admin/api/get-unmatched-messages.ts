// GET /api/admin/whatsapp/unmatched: one page of the WhatsApp messages no request claimed.
import { apiFetch } from '../../../shared/api/client';
import type { WhatsAppUnmatchedPage } from '../../../shared/api/answers';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';

/** An unmatched message with how many other unmatched messages its phone has (on any page). */
export type UnmatchedMessage = WhatsAppUnmatchedPage['messages'][number] & { others: number };

export async function getUnmatchedMessages(cursor: string | null, signal?: AbortSignal) {
  const page = await apiFetch<WhatsAppUnmatchedPage>(`${API.whatsappUnmatched}${queryString({ cursor })}`, { signal });
  const items: UnmatchedMessage[] = page.messages.map((m) => ({ ...m, others: Math.max(0, (page.unmatchedByPhone[m.phone] ?? 1) - 1) }));
  return { items, nextCursor: page.nextCursor };
}
