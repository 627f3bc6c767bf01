// POST /api/auth/password/reset (schemas/api/auth-password-reset.schema.json), with the token
// verifyOtp returned. The server ends every session of the account, so the user signs in again.
import type { Message } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthPasswordResetBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function resetPassword(phone: string, resetToken: string, password: string): Promise<void> {
  await apiFetch<Message>(API.passwordReset, { method: 'POST', body: { phone, resetToken, password } satisfies AuthPasswordResetBody });
}
