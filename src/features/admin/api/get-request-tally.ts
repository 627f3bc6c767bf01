// GET /api/admin/requests/tally: requests per status now, and per service.
import { apiFetch } from '../../../shared/api/client';
import type { RequestTally } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getRequestTally(signal?: AbortSignal): Promise<RequestTally> {
  return apiFetch<RequestTally>(API.adminRequestTally, { signal });
}
