// GET /api/admin/feedback?status=pending|approved: all feedback (or those), newest first.
import { apiFetch } from '../../../shared/api/client';
import type { FeedbackList, FeedbackRecord } from '../../../shared/api/answers';
import { queryString } from './query-string';

export async function getAdminFeedback(status: 'pending' | 'approved' | undefined, signal?: AbortSignal): Promise<FeedbackRecord[]> {
  return (await apiFetch<FeedbackList>(`/admin/feedback${queryString({ status })}`, { signal })).feedback;
}
