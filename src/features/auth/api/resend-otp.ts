// POST /api/auth/otp/resend (schemas/api/auth-otp-resend.schema.json): a fresh code for a pending one.
import { apiFetch } from '../../../shared/api/client';
import type { OtpSent } from '../../../shared/api/answers';
import type { AuthOtpResendBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function resendOtp(phone: string, challenge: string): Promise<OtpSent> {
  return apiFetch<OtpSent>(API.otpResend, { method: 'POST', body: { phone, challenge } satisfies AuthOtpResendBody });
}
