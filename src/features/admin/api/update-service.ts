// PUT /api/admin/services/:id (schemas/api/service.schema.json): the whole service.
import { answerText, apiFetch } from '../../../shared/api/client';
import type { ServiceFields } from '../types';

export async function updateService(id: string, fields: ServiceFields): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>(`/admin/services/${encodeURIComponent(id)}`, { method: 'PUT', body: fields }));
}
