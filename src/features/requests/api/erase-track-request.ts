// POST /api/requests/track/erase (schemas/api/request-data.schema.json): deletes the request with its
// WhatsApp messages, once a code proved its number.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { RequestDataBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function eraseTrackRequest(input: RequestDataBody): Promise<Message> {
  return apiFetch<Message>(API.trackErase, { method: 'POST', body: input });
}
