// GET /api/me/requests: the signed-in user's requests, newest first, a page at a time.
import { apiFetch } from '../../../shared/api/client';
import type { RequestPage } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export const REQUESTS_PAGE_SIZE = 20;

export function getMyRequests(cursor: string | null = null, signal?: AbortSignal): Promise<RequestPage> {
  const query = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<RequestPage>(`${API.myRequests}?${query}`, { signal });
}
