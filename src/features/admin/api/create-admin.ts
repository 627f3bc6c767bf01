// POST /api/admin/admins (schemas/api/admin-create.schema.json): a new admin or moderator.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { AdminCreateBody } from '../../../shared/api/bodies';

export async function createAdmin(input: AdminCreateBody): Promise<string> {
  return answerText(await apiFetch<Message>('/admin/admins', { method: 'POST', body: input }));
}
