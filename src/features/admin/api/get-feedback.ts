// GET /api/admin/feedback?status=pending|approved: all feedback (or those), newest first.
import { apiFetch } from '../../../shared/api/client';
import type { FeedbackList, FeedbackRecord } from '../../../shared/api/answers';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';

export async function getAdminFeedback(status: 'pending' | 'approved' | undefined, signal?: AbortSignal): Promise<FeedbackRecord[]> {
  return (await apiFetch<FeedbackList>(`${API.adminFeedback}${queryString({ status })}`, { signal })).feedback;
}
