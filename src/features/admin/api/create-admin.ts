// POST /api/admin/admins (schemas/api/admin-create.schema.json): a new admin or moderator.
import { answerText, apiFetch } from '../../../shared/api/client';
import type { AdminRole } from '../types';

export async function createAdmin(input: { username: string; password: string; role: AdminRole }): Promise<string> {
  return answerText(await apiFetch<{ message: string; code?: string }>('/admin/admins', { method: 'POST', body: input }));
}
