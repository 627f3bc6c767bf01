// PATCH /api/admin/admins/:id: disable (their sessions end) or enable an account.
import { apiFetch } from '../../../shared/api/client';

export async function setAdminActive(id: string, active: boolean): Promise<string> {
  return (await apiFetch<{ message: string }>(`/admin/admins/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } })).message;
}
