// DELETE /api/admin/services/:id
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';

export async function deleteService(id: string): Promise<string> {
  return answerText(await apiFetch<Message>(`/admin/services/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
