// PATCH /api/admin/admins/:id: disable (their sessions end) or enable an account.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { AdminUpdateBody } from '../../../shared/api/bodies';

export async function setAdminActive(id: string, active: boolean): Promise<string> {
  return answerText(await apiFetch<Message>(`/admin/admins/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } satisfies AdminUpdateBody }));
}
