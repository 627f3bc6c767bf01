// POST /api/auth/otp/send (schemas/api/auth-otp-send.schema.json) with purpose password_reset.
import { apiFetch } from '../../../shared/api/client';

export interface OtpSent {
  message: string;
  /** When the server allows the next code; the countdown follows it. */
  resendAfterSeconds: number;
}

export function sendResetOtp(phone: string): Promise<OtpSent> {
  return apiFetch<OtpSent>('/auth/otp/send', { method: 'POST', body: { phone, purpose: 'password_reset' } });
}
