// POST /api/auth/signup (schemas/api/auth-signup.schema.json): creates the account and signs in.
// Name, phone, password and the consent under the account's notice: the API refuses unknown fields, so
// the password's confirmation stays in the form.
import type { AuthSignupBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import type { SessionUser, SignedIn } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function signup(input: AuthSignupBody): Promise<SessionUser> {
  const data = await apiFetch<SignedIn>(API.signup, { method: 'POST', body: input });
  return data.user;
}
