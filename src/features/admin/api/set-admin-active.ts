// PATCH /api/admin/admins/:id: disable (their sessions end) or enable an account.
import type { Message } from '../../../shared/api/answers';
import { answerText, apiFetch } from '../../../shared/api/client';
import type { AdminUpdateBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-url';

export async function setAdminActive(id: string, active: boolean): Promise<string> {
  return answerText(await apiFetch<Message>(apiPath(API.adminAccount, { id }), { method: 'PATCH', body: { active } satisfies AdminUpdateBody }));
}
