// POST /api/auth/logout: ends the user's session on the server (the cookie is cleared there).
import type { Message } from './answers';
import { apiFetch } from './client';
import * as API from '../../core/api-paths';

export async function logout(): Promise<void> {
  await apiFetch<Message>(API.logout, { method: 'POST' });
}
