// POST /api/auth/login (schemas/api/auth-login.schema.json): signs in; the session cookie is set by the server.
import type { AuthLoginBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import type { SessionUser, SignedIn } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function login(input: AuthLoginBody): Promise<SessionUser> {
  const data = await apiFetch<SignedIn>(API.login, { method: 'POST', body: input });
  return data.user;
}
