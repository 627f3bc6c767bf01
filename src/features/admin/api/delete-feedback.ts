// DELETE /api/admin/feedback/:id
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';

export async function deleteFeedback(id: string): Promise<string> {
  return answerText(await apiFetch<Message>(`/admin/feedback/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
