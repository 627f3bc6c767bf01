// GET /api/admin/grievances: the open grievances, the one due first first.
import type { AdminGrievance, GrievanceQueue } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

export async function getGrievances(signal?: AbortSignal): Promise<AdminGrievance[]> {
  return (await apiFetch<GrievanceQueue>(API.adminGrievances, { signal })).grievances;
}
