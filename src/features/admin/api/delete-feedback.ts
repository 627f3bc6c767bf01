// DELETE /api/admin/feedback/:id
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function deleteFeedback(id: string): Promise<string> {
  return answerText(await apiFetch<Message>(apiPath(API.adminFeedbackItem, { id }), { method: 'DELETE' }));
}
