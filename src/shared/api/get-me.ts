// GET /api/auth/session: the signed-in user, or null when nobody is signed in.
import type { SessionAnswer, SessionUser } from './answers';
import { apiFetch } from './client';
import * as API from '../../core/api-paths';

export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<SessionAnswer>(API.session, { signal });
  return user;
}
