// DELETE /api/admin/feedback/:id
import { answerText, apiFetch } from '../../../shared/api/client';

export async function deleteFeedback(id: string): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>(`/admin/feedback/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
