// POST /api/auth/otp/verify (schemas/api/auth-otp-verify.schema.json): for a reset code it only
// opens the short window in which the password may be changed.
import { apiFetch } from '../../../shared/api/client';

export async function verifyOtp(phone: string, code: string): Promise<void> {
  await apiFetch<{ message: string }>('/auth/otp/verify', { method: 'POST', body: { phone, code } });
}
