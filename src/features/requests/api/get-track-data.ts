// POST /api/requests/track/data (schemas/api/request-data.schema.json): everything kept under the
// request's number, once a code proved it.
import type { PersonalData } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { RequestDataBody } from '../../../shared/api/bodies';

export function getTrackData(input: RequestDataBody): Promise<PersonalData> {
  return apiFetch<PersonalData>('/requests/track/data', { method: 'POST', body: input });
}
