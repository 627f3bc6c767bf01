// POST /api/admin/services (schemas/api/service.schema.json)
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { ServiceChecked } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function createService(fields: ServiceChecked): Promise<string> {
  return answerText(await apiFetch<Message>(API.adminServices, { method: 'POST', body: fields }));
}
