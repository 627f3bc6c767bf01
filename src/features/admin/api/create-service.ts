// POST /api/admin/services (schemas/api/service.schema.json)
import { answerText, apiFetch } from '../../../shared/api/client';
import type { ServiceFields } from '../types';

export async function createService(fields: ServiceFields): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>('/admin/services', { method: 'POST', body: fields }));
}
