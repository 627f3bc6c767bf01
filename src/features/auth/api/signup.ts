// POST /api/auth/signup (schemas/api/auth-signup.schema.json): creates the account and signs in.
// Only name, phone and password: the API refuses unknown fields, so the confirmation stays in the form.
import type { AuthSignupBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import type { SessionUser, SignedIn } from '../../../shared/api/answers';

export async function signup(input: AuthSignupBody): Promise<SessionUser> {
  const data = await apiFetch<SignedIn>('/auth/signup', { method: 'POST', body: input });
  return data.user;
}
