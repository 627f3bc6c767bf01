// The guardian's code for an applicant under 18: texted to the guardian's mobile for this service
// number, then entered here for the token the request's record carries (POST /api/requests/guardian/*).
import type { GuardianAllowed, OtpSent } from '../shared/api/answers';
import type { RequestGuardianCodeBody, RequestGuardianVerifyBody } from '../shared/api/bodies';
import { apiFetch } from '../shared/api/client';
import * as API from '../core/api-paths';

export const sendGuardianCode = (body: RequestGuardianCodeBody) => apiFetch<OtpSent>(API.guardianCode, { method: 'POST', body });

export const verifyGuardianCode = (body: RequestGuardianVerifyBody) => apiFetch<GuardianAllowed>(API.guardianVerify, { method: 'POST', body });
