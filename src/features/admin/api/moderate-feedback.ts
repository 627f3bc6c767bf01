// PATCH /api/admin/feedback/:id (schemas/api/feedback-moderation.schema.json): approve or unapprove.
import { apiFetch } from '../../../shared/api/client';

export async function moderateFeedback(id: string, approved: boolean): Promise<string> {
  return (await apiFetch<{ message: string }>(`/admin/feedback/${encodeURIComponent(id)}`, { method: 'PATCH', body: { approved } })).message;
}
