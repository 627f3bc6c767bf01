// GET /api/admin/requests/:id: one request with its whole timeline.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRequest } from '../types';

export async function getRequest(id: string, signal?: AbortSignal): Promise<AdminRequest> {
  return (await apiFetch<{ request: AdminRequest }>(`/admin/requests/${encodeURIComponent(id)}`, { signal })).request;
}
