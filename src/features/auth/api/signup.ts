// POST /api/auth/signup (schemas/api/auth-signup.schema.json): creates the account and signs in.
// Only name, phone and password: the API refuses unknown fields, so the confirmation stays in the form.
import { apiFetch } from '../../../shared/api/client';
import type { SessionUser } from '../../../shared/api/get-me';

export interface SignupInput {
  name: string;
  phone: string;
  password: string;
}

export async function signup(input: SignupInput): Promise<SessionUser> {
  const data = await apiFetch<{ message: string; user: SessionUser }>('/auth/signup', { method: 'POST', body: input });
  return data.user;
}
