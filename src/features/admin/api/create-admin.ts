// POST /api/admin/admins (schemas/api/admin-create.schema.json): a new admin or moderator.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { AdminCreateBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function createAdmin(input: AdminCreateBody): Promise<string> {
  return answerText(await apiFetch<Message>(API.admins, { method: 'POST', body: input }));
}
