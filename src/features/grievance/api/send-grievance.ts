// POST /api/grievances (schemas/api/grievance.schema.json): the complaint reaches the grievance officer.
import type { GrievanceFiled } from '../../../shared/api/answers';
import type { GrievanceBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

/** The reference and the day it will be answered by; a refusal throws ApiRequestError with the server's per-field messages in `fields`. */
export async function sendGrievance(body: GrievanceBody): Promise<GrievanceFiled> {
  return apiFetch<GrievanceFiled>(API.grievances, { method: 'POST', body });
}
