// POST /api/auth/otp/send (schemas/api/auth-otp-send.schema.json) with purpose password_reset.
import type { OtpSent } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthOtpSendBody } from '../../../shared/api/bodies';

export function sendResetOtp(phone: string): Promise<OtpSent> {
  return apiFetch<OtpSent>('/auth/otp/send', { method: 'POST', body: { phone, purpose: 'password_reset' } satisfies AuthOtpSendBody });
}
