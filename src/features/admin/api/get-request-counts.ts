// GET /api/admin/requests/counts: waiting for WhatsApp, sent today, received today, in progress, completed this
// week (Indian time).
import { apiFetch } from '../../../shared/api/client';
import type { RequestCounts } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getRequestCounts(signal?: AbortSignal): Promise<RequestCounts> {
  return apiFetch<RequestCounts>(API.adminRequestCounts, { signal });
}
