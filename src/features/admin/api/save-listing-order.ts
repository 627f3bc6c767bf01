// PUT /api/admin/listing/order (schemas/api/listing-order.schema.json): one category's cards, in order.
import { answerText, apiFetch } from '../../../shared/api/client';

export async function saveListingOrder(category: string, keys: string[]): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>('/admin/listing/order', { method: 'PUT', body: { category, keys } }));
}
