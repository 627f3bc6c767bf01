// POST /api/auth/otp/send (schemas/api/auth-otp-send.schema.json) with purpose password_reset.
import type { OtpSent } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthOtpSendBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function sendResetOtp(phone: string): Promise<OtpSent> {
  return apiFetch<OtpSent>(API.otpSend, { method: 'POST', body: { phone, purpose: 'password_reset' } satisfies AuthOtpSendBody });
}
