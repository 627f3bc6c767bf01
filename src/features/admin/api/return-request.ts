// POST /api/admin/requests/:id/return (schemas/api/request-return.schema.json) and GET …/:id/fixable:
// what the desk may flag on a request, and its return for correction with the flags.
import type { FixableAnswer, AdminRequestAnswer } from '../../../shared/api/answers';
import type { RequestReturnBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';

export type ReturnFlag = RequestReturnBody['flags'][number];

export const getFixable = (id: string, signal?: AbortSignal) => apiFetch<FixableAnswer>(`/admin/requests/${encodeURIComponent(id)}/fixable`, { signal });

export async function returnRequest(id: string, flags: ReturnFlag[]): Promise<void> {
  await apiFetch<AdminRequestAnswer>(`/admin/requests/${encodeURIComponent(id)}/return`, { method: 'POST', body: { flags } satisfies RequestReturnBody });
}
