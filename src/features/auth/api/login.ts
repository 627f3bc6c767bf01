// POST /api/auth/login (schemas/api/auth-login.schema.json): signs in; the session cookie is set by the server.
import { apiFetch } from '../../../shared/api/client';
import type { SessionUser } from '../../../shared/api/get-me';

export interface LoginInput {
  phone: string;
  password: string;
}

export async function login(input: LoginInput): Promise<SessionUser> {
  const data = await apiFetch<{ message: string; user: SessionUser }>('/auth/login', { method: 'POST', body: input });
  return data.user;
}
