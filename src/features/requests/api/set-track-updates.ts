// POST /api/requests/track/updates (schemas/api/request-updates.schema.json): whoever holds the
// service number and the mobile number turns the request's status texts on or off.
import { apiFetch } from '../../../shared/api/client';
import type { RequestAnswer, RequestView } from '../../../shared/api/answers';
import type { RequestUpdatesBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function setTrackUpdates(input: RequestUpdatesBody): Promise<RequestView> {
  const { request } = await apiFetch<RequestAnswer>(API.trackUpdates, { method: 'POST', body: input });
  return request;
}
