// DELETE /api/admin/services/:id
import { answerText, apiFetch } from '../../../shared/api/client';

export async function deleteService(id: string): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>(`/admin/services/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
