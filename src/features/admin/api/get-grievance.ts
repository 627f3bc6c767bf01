// GET /api/admin/grievances/:reference: one grievance, open or answered.
import type { AdminGrievance, GrievanceRecord } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';

export async function getGrievance(reference: string, signal?: AbortSignal): Promise<AdminGrievance> {
  return (await apiFetch<GrievanceRecord>(`/admin/grievances/${encodeURIComponent(reference)}`, { signal })).grievance;
}
