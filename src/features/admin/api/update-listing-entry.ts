// PATCH /api/admin/listing/entries/:entryId (schemas/api/listing-entry.schema.json): pause or resume a
// catalogue entry, or change its card's text; null puts the catalogue's own text back.
import type { ListingEntryBody } from '../../../shared/api/bodies';
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export type ListingEntryChange = ListingEntryBody;

export async function updateListingEntry(entryId: string, change: ListingEntryChange): Promise<string> {
  return answerText(await apiFetch<Message>(apiPath(API.adminListingEntry, { entryId }), { method: 'PATCH', body: change }));
}
