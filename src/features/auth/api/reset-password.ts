// POST /api/auth/password/reset (schemas/api/auth-password-reset.schema.json), after verifyOtp.
// The server ends every session of the account, so the user signs in again with the new password.
import { apiFetch } from '../../../shared/api/client';

export async function resetPassword(phone: string, password: string): Promise<void> {
  await apiFetch<{ message: string }>('/auth/password/reset', { method: 'POST', body: { phone, password } });
}
