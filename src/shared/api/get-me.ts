// GET /api/auth/session: the signed-in user, or null when nobody is signed in.
import { apiFetch } from './client';

export interface SessionUser {
  id: string;
  name: string;
  phone: string;
}

export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<{ user: SessionUser | null }>('/auth/session', { signal });
  return user;
}
