// POST /api/requests/track/data (schemas/api/request-data.schema.json): everything kept under the
// request's number, once a code proved it.
import type { PersonalData } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { RequestDataBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function getTrackData(input: RequestDataBody): Promise<PersonalData> {
  return apiFetch<PersonalData>(API.trackData, { method: 'POST', body: input });
}
