// POST /api/grievances/answer (schemas/api/grievance-lookup.schema.json): where a complaint stands, and the officer's answer.
import type { GrievanceState } from '../../../shared/api/answers';
import type { GrievanceLookupBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

/** Open or answered; a refusal (the same 404 for an unknown reference and a wrong number) throws ApiRequestError with per-field messages in `fields`. */
export async function readGrievanceAnswer(body: GrievanceLookupBody): Promise<GrievanceState> {
  return apiFetch<GrievanceState>(API.grievanceAnswer, { method: 'POST', body });
}
