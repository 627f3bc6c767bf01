// GET /api/admin/admins: every admin and moderator account (admins only).
import { apiFetch } from '../../../shared/api/client';
import type { AdminAccount } from '../types';

export async function getAdmins(signal?: AbortSignal): Promise<AdminAccount[]> {
  return (await apiFetch<{ admins: AdminAccount[] }>('/admin/admins', { signal })).admins;
}
