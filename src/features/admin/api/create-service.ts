// POST /api/admin/services (schemas/api/service.schema.json)
import { apiFetch } from '../../../shared/api/client';
import type { ServiceFields } from '../types';

export async function createService(fields: ServiceFields): Promise<string> {
  return (await apiFetch<{ message: string }>('/admin/services', { method: 'POST', body: fields })).message;
}
