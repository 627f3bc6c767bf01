// POST /api/admin/grievances/:reference/answer (schemas/api/grievance-answer.schema.json): records the answer, which closes the grievance.
import type { GrievanceAnswered } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { GrievanceAnswerBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function answerGrievance(reference: string, body: GrievanceAnswerBody): Promise<GrievanceAnswered> {
  return apiFetch<GrievanceAnswered>(apiPath(API.adminGrievanceAnswer, { reference }), { method: 'POST', body });
}
