// POST /api/requests/track/erase (schemas/api/request-data.schema.json): deletes the request with its
// WhatsApp messages, once a code proved its number.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { RequestDataBody } from '../../../shared/api/bodies';

export function eraseTrackRequest(input: RequestDataBody): Promise<Message> {
  return apiFetch<Message>('/requests/track/erase', { method: 'POST', body: input });
}
