// GET /api/auth/me: the signed-in user, or null when nobody is signed in (401).
import { ApiRequestError, apiFetch } from './client';

export interface SessionUser {
  id: string;
  name: string;
  phone: string;
}

export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiFetch<SessionUser>('/auth/me', { signal });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}
