// PATCH /api/admin/requests/:id/status (schemas/api/request-status.schema.json): the note and the
// reason are what the visitor reads on /track and the dashboard.
import type { RequestStatusBody } from '../../../shared/api/bodies';
import type { AdminRequestAnswer } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export type StatusChange = RequestStatusBody;

export async function changeRequestStatus(id: string, change: StatusChange): Promise<void> {
  await apiFetch<AdminRequestAnswer>(apiPath(API.adminRequestStatus, { id }), { method: 'PATCH', body: change });
}
