// GET /api/auth/session: the signed-in user, or null when nobody is signed in.
import type { SessionAnswer, SessionUser } from './answers';
import { apiFetch } from './client';

export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<SessionAnswer>('/auth/session', { signal });
  return user;
}
