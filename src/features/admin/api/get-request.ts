// GET /api/admin/requests/:id: one request with its whole timeline.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRequest, AdminRequestAnswer } from '../../../shared/api/answers';

export async function getRequest(id: string, signal?: AbortSignal): Promise<AdminRequest> {
  return (await apiFetch<AdminRequestAnswer>(`/admin/requests/${encodeURIComponent(id)}`, { signal })).request;
}
