// POST /api/requests/track: a request by its service number and the mobile number it was sent with.
import { apiFetch } from '../../../shared/api/client';
import type { RequestAnswer, RequestView } from '../../../shared/api/answers';
import type { RequestTrackBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function trackRequest(input: RequestTrackBody): Promise<RequestView> {
  const { request } = await apiFetch<RequestAnswer>(API.track, { method: 'POST', body: input });
  return request;
}
