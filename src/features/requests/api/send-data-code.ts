// POST /api/auth/otp/send (schemas/api/auth-otp-send.schema.json) with purpose data_access: a code
// to the request's number, which proves it before its data is downloaded or deleted.
import type { OtpSent } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthOtpSendBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export function sendDataCode(phone: string): Promise<OtpSent> {
  return apiFetch<OtpSent>(API.otpSend, { method: 'POST', body: { phone, purpose: 'data_access' } satisfies AuthOtpSendBody });
}
