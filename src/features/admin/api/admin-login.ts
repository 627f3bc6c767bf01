// POST /api/admin/login (schemas/api/admin-login.schema.json): the server sets the admin session cookie.
import { apiFetch } from '../../../shared/api/client';
import type { AdminSession } from '../types';

export async function adminLogin(input: { username: string; password: string }): Promise<AdminSession> {
  return (await apiFetch<{ message: string; admin: AdminSession }>('/admin/login', { method: 'POST', body: input })).admin;
}
