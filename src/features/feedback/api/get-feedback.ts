import { apiFetch } from '../../../shared/api/client';

/** A published review as GET /api/feedback returns it (the e-mail address is never public). */
export interface PublicFeedback {
  id: string;
  name: string;
  rating: number;
  message: string;
  service_type: string | null;
  created_at: string;
}

/** The newest approved reviews (the server sends 6). A failed fetch shows an empty list. */
export async function getFeedback(signal?: AbortSignal): Promise<PublicFeedback[]> {
  try {
    const data = await apiFetch<{ feedback?: unknown }>('/feedback', { signal });
    return Array.isArray(data?.feedback) ? (data.feedback as PublicFeedback[]) : [];
  } catch (err) {
    if (signal?.aborted) throw err;
    return [];
  }
}
