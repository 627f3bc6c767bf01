import { apiFetch } from '../../../shared/api/client';

/** POST /api/feedback (schemas/api/feedback.schema.json); the entry waits for an admin's approval. */
export interface FeedbackInput {
  name: string;
  email?: string;
  rating: number;
  message: string;
  service_type?: string;
}

/** Resolves on 201; a refusal throws ApiRequestError with the server's per-field messages in `fields`. */
export async function submitFeedback(input: FeedbackInput): Promise<void> {
  await apiFetch<{ message: string }>('/feedback', { method: 'POST', body: input });
}
