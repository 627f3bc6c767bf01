// GET /api/admin/me: the signed-in admin, or null without an admin session (401 or 403).
import { ApiRequestError, apiFetch } from '../../../shared/api/client';
import type { AdminSession } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getAdminMe(): Promise<AdminSession | null> {
  try {
    return await apiFetch<AdminSession>(API.adminMe);
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}
