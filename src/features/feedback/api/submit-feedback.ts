// POST /api/feedback (schemas/api/feedback.schema.json); the entry waits for an admin's approval.
import type { Message } from '../../../shared/api/answers';
import type { FeedbackBody } from '../../../shared/api/bodies';
import { apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';

/** Resolves on 201; a refusal throws ApiRequestError with the server's per-field messages in `fields`. */
export async function submitFeedback(input: FeedbackBody): Promise<void> {
  await apiFetch<Message>(API.feedback, { method: 'POST', body: input });
}
