// GET /api/feedback: the newest approved reviews (the server sends 6).
import type { PublicFeedback, PublicFeedbackList } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';

/** A failed fetch shows an empty list. */
export async function getFeedback(signal?: AbortSignal): Promise<PublicFeedback[]> {
  try {
    const data = await apiFetch<Partial<PublicFeedbackList> | null>('/feedback', { signal });
    return Array.isArray(data?.feedback) ? data.feedback : [];
  } catch (err) {
    if (signal?.aborted) throw err;
    return [];
  }
}
