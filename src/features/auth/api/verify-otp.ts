// POST /api/auth/otp/verify (schemas/api/auth-otp-verify.schema.json): for a reset code it returns
// the single-use token that allows this browser, and no other, to set the new password.
import type { ResetAllowed } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthOtpVerifyBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function verifyResetOtp(phone: string, code: string, challenge: string): Promise<string> {
  const data = await apiFetch<ResetAllowed>(API.otpVerify, { method: 'POST', body: { phone, code, challenge } satisfies AuthOtpVerifyBody });
  return data.resetToken;
}
