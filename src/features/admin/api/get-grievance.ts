// GET /api/admin/grievances/:reference: one grievance, open or answered.
import type { AdminGrievance, GrievanceRecord } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function getGrievance(reference: string, signal?: AbortSignal): Promise<AdminGrievance> {
  return (await apiFetch<GrievanceRecord>(apiPath(API.adminGrievance, { reference }), { signal })).grievance;
}
