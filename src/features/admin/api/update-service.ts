// PUT /api/admin/services/:id (schemas/api/service.schema.json): the whole service.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { ServiceChecked } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function updateService(id: string, fields: ServiceChecked): Promise<string> {
  return answerText(await apiFetch<Message>(apiPath(API.adminService, { id }), { method: 'PUT', body: fields }));
}
