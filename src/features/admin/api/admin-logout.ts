// POST /api/admin/logout: ends the admin session on the server.
import { apiFetch } from '../../../shared/api/client';

export async function adminLogout(): Promise<void> {
  await apiFetch<{ message: string }>('/admin/logout', { method: 'POST' });
}
