// PUT /api/admin/listing/order (schemas/api/listing-order.schema.json): one category's cards, in order.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { ListingOrderBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function saveListingOrder(category: ListingOrderBody['category'], keys: string[]): Promise<string> {
  return answerText(await apiFetch<Message>(API.adminListingOrder, { method: 'PUT', body: { category, keys } satisfies ListingOrderBody }));
}
