// POST /api/auth/otp/verify (schemas/api/auth-otp-verify.schema.json) for a data_access code: the
// token that lets this browser download and delete what is kept of the number for 10 minutes.
import type { DataAccessAllowed } from '../../../shared/api/answers';
import { apiFetch } from '../../../shared/api/client';
import type { AuthOtpVerifyBody } from '../../../shared/api/bodies';
import * as API from '../../../core/api-paths';

export async function verifyDataCode(phone: string, code: string, challenge: string): Promise<string> {
  const data = await apiFetch<DataAccessAllowed>(API.otpVerify, { method: 'POST', body: { phone, code, challenge } satisfies AuthOtpVerifyBody });
  return data.dataToken;
}
