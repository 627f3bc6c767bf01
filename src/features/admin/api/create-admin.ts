// POST /api/admin/admins (schemas/api/admin-create.schema.json): a new admin or moderator.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRole } from '../types';

export async function createAdmin(input: { username: string; password: string; role: AdminRole }): Promise<string> {
  return (await apiFetch<{ message: string }>('/admin/admins', { method: 'POST', body: input })).message;
}
