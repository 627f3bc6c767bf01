// POST /api/auth/logout: ends the user's session on the server (the cookie is cleared there).
import { apiFetch } from './client';

export async function logout(): Promise<void> {
  await apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });
}
