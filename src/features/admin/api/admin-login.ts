// POST /api/admin/login (schemas/api/admin-login.schema.json): the server sets the admin session cookie.
import { apiFetch } from '../../../shared/api/client';
import type { AdminSession, AdminSignedIn } from '../../../shared/api/answers';
import type { AdminLoginBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function adminLogin(input: AdminLoginBody): Promise<AdminSession> {
  return (await apiFetch<AdminSignedIn>(API.adminLogin, { method: 'POST', body: input })).admin;
}
