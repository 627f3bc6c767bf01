// PATCH /api/admin/admins/:id: disable (their sessions end) or enable an account.
import { answerText, apiFetch } from '../../../shared/api/client';

export async function setAdminActive(id: string, active: boolean): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>(`/admin/admins/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }));
}
