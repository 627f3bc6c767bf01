// POST /api/auth/otp/send (schemas/api/auth-otp-send.schema.json) with purpose password_reset.
import { apiFetch } from '../../../shared/api/client';

export interface OtpSent {
  message: string;
  /** When the server allows the next code; the countdown follows it. */
  resendAfterSeconds: number;
  /** What binds the texted code to this browser: verify and resend send it back. Page memory only. */
  challenge: string;
}

export function sendResetOtp(phone: string): Promise<OtpSent> {
  return apiFetch<OtpSent>('/auth/otp/send', { method: 'POST', body: { phone, purpose: 'password_reset' } });
}
