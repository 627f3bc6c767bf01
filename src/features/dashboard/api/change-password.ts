// POST /api/auth/password/change (schemas/api/auth-password-change.schema.json): signed in; the
// server ends every other session of the account and gives this browser a fresh one.
import { apiFetch } from '../../../shared/api/client';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiFetch<{ message: string }>('/auth/password/change', { method: 'POST', body: { currentPassword, newPassword } });
}
