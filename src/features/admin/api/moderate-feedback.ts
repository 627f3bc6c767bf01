// PATCH /api/admin/feedback/:id (schemas/api/feedback-moderation.schema.json): approve or unapprove.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { FeedbackModerationBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function moderateFeedback(id: string, approved: boolean): Promise<string> {
  return answerText(await apiFetch<Message>(apiPath(API.adminFeedbackItem, { id }), { method: 'PATCH', body: { approved } satisfies FeedbackModerationBody }));
}
