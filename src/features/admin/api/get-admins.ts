// GET /api/admin/admins: every admin and moderator account (admins only).
import { apiFetch } from '../../../shared/api/client';
import type { AdminAccount, AdminAccountList } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getAdmins(signal?: AbortSignal): Promise<AdminAccount[]> {
  return (await apiFetch<AdminAccountList>(API.admins, { signal })).admins;
}
