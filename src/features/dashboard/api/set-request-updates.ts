// PATCH /api/me/requests/:id (schemas/api/me-request.schema.json): the owner turns one request's
// status texts on or off.
import { apiFetch } from '../../../shared/api/client';
import type { RequestAnswer, RequestView } from '../../../shared/api/answers';
import type { MeRequestBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function setRequestUpdates(id: string, updates: boolean): Promise<RequestView> {
  const { request } = await apiFetch<RequestAnswer>(apiPath(API.myRequest, { id }), { method: 'PATCH', body: { updates } satisfies MeRequestBody });
  return request;
}
