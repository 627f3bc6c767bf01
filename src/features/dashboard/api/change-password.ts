// POST /api/auth/password/change (schemas/api/auth-password-change.schema.json): signed in; the
// server ends every other session of the account and gives this browser a fresh one.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthPasswordChangeBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiFetch<Message>(API.passwordChange, { method: 'POST', body: { currentPassword, newPassword } satisfies AuthPasswordChangeBody });
}
