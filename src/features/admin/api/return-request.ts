// POST /api/admin/requests/:id/return (schemas/api/request-return.schema.json) and GET …/:id/fixable:
// what the desk may flag on a request, and its return for correction with the flags.
import type { FixableAnswer, AdminRequestAnswer } from '../../../shared/api/answers';
import type { RequestReturnBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export type ReturnFlag = RequestReturnBody['flags'][number];

export const getFixable = (id: string, signal?: AbortSignal) => apiFetch<FixableAnswer>(apiPath(API.adminRequestFixable, { id }), { signal });

export async function returnRequest(id: string, flags: ReturnFlag[]): Promise<void> {
  await apiFetch<AdminRequestAnswer>(apiPath(API.adminRequestReturn, { id }), { method: 'POST', body: { flags } satisfies RequestReturnBody });
}
