// DELETE /api/admin/feedback/:id
import { apiFetch } from '../../../shared/api/client';

export async function deleteFeedback(id: string): Promise<string> {
  return (await apiFetch<{ message: string }>(`/admin/feedback/${encodeURIComponent(id)}`, { method: 'DELETE' })).message;
}
