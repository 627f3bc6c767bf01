// GET /api/admin/requests/:id: one request with its whole timeline.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRequest, AdminRequestAnswer } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function getRequest(id: string, signal?: AbortSignal): Promise<AdminRequest> {
  return (await apiFetch<AdminRequestAnswer>(apiPath(API.adminRequest, { id }), { signal })).request;
}
