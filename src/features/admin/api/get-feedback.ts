// GET /api/admin/feedback?status=pending|approved: all feedback (or those), newest first.
import { apiFetch } from '../../../shared/api/client';
import type { FeedbackRecord } from '../types';
import { queryString } from './query-string';

export async function getAdminFeedback(status: 'pending' | 'approved' | undefined, signal?: AbortSignal): Promise<FeedbackRecord[]> {
  return (await apiFetch<{ feedback: FeedbackRecord[] }>(`/admin/feedback${queryString({ status })}`, { signal })).feedback;
}
