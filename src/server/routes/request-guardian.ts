// /api/requests/guardian/*: a parent's or guardian's consent to a request for an applicant under 18
// (s.9 of the DPDP Act, Rule 10), proven by a code texted to the guardian's mobile before the request
// goes to WhatsApp. The code names the service and the service number and is bound to that number
// (its hash takes it in), so it cannot consent to another request; entered, it gives a token that
// POST /api/requests spends once (src/server/tracking/guardian-token.ts). Any number can be named,
// so a code spends the same allowances as a sign-in code, and the texts go through the text ledger.
import { Hono, type Context } from 'hono';
import { LOCKED, spendAllowance } from '../auth/login-throttle';
import { phoneOf } from '../auth/phone-field';
import { hashOtp, newOtpCode, newToken, sameHash, sha256 } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { answer } from '../http/answer';
import { ApiError, said, tooMany } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { spendCodeSend } from '../auth/code-send-allowance';
import { failAs } from '../http/fail-as';
import { istNextDayStart } from '../http/ist-dates';
import { readJson } from '../http/json-body';
import { guardianCodeText, requestLanguage } from '../sms/sms-texts';
import { SmsUnavailableError } from '../sms/unavailable-sms';
import { TextRefused } from '../texts/text-ledger';
import { GUARDIAN_TOKEN_MS, issueGuardianToken } from '../tracking/guardian-token';
import { readServiceNumberField } from '../tracking/service-number-field';
import { validateBody } from '../validation/validate';
import { isLegacyFor, isMintedFor } from '../../core/service-number';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const FAILED = 'guardian.failed';
const INVALID = 'guardian.code_invalid';

export function requestGuardianRoutes(deps: AppDeps): Hono {
  const { store, sms, config } = deps;
  const app = new Hono();
  const at = below(API.requestGuardian);
  // The code's hash takes in the request's number: a code for one request cannot consent to another.
  const codeHash = (phone: string, serviceNumber: string, code: string) => hashOtp(`${phone} ${serviceNumber}`, code, config.otpPepper);

  async function spendSend(c: Context, phone: string): Promise<void> {
    const ip = clientIp(c, config);
    await spendAllowance(deps, keys.otpIp(ip), config.limits.otpPerIp, 'otp.too_many_sends');
    await spendCodeSend(deps, phone, keys.otpPair(phone, ip), { phoneAllowance: true });
  }

  app.post(at(API.guardianCode), failAs(FAILED), async (c) => {
    const body = validateBody('request-guardian-code', readServiceNumberField(await readJson(c)));
    const entry = config.tracking.entries?.get(body.entryId);
    if (!entry?.prefix) throw new ApiError(400, 'request.unknown_service', { entryId: 'request.unknown_service' });
    if (!isMintedFor(entry.prefix, body.serviceNumber) && !isLegacyFor(entry.prefix, body.serviceNumber)) {
      throw new ApiError(400, 'request.number_mismatch', { serviceNumber: 'request.number_mismatch' });
    }
    const phone = phoneOf(body.phone);
    // A resend replaces the code of the challenge that asked first, if it is this request's.
    const existing = body.challenge ? await store.otps.get(sha256(body.challenge)) : null;
    const challenge = existing && existing.purpose === 'guardian' && existing.phone === phone && existing.codeHash !== null ? body.challenge! : newToken();
    await spendSend(c, phone);
    const code = newOtpCode();
    const now = config.now();
    const id = sha256(challenge);
    await store.otps.put({ id, phone, purpose: 'guardian', codeHash: codeHash(phone, body.serviceNumber, code), sentAt: now, expiresAt: now + config.otp.ttlMs, tries: 0, verifiedAt: null, resetTokenHash: null });
    const language = requestLanguage(c);
    try {
      await sms.send(phone, guardianCodeText(language, code, config.siteName, entry.titles[language], body.serviceNumber, Math.round(config.otp.ttlMs / 60_000)), 'otp');
    } catch (err) {
      await store.otps.delete(id);
      if (err instanceof TextRefused) throw tooMany('otp.too_many_texts', istNextDayStart(now) - now);
      if (err instanceof SmsUnavailableError) throw new ApiError(503, 'otp.sms_unavailable');
      console.error('[sms] send failed:', (err as Error).message);
      throw new ApiError(502, FAILED);
    }
    return answer(c, 'OtpSent', { ...said('guardian.code_sent'), resendAfterSeconds: config.otp.resendAfterMs / 1000, challenge });
  });

  app.post(at(API.guardianVerify), failAs(FAILED), async (c) => {
    const body = validateBody('request-guardian-verify', readServiceNumberField(await readJson(c)));
    const phone = phoneOf(body.phone);
    await spendAllowance(deps, keys.otpVerifyIp(clientIp(c, config)), config.limits.otpVerifyPerIp, LOCKED);
    const now = config.now();
    // Counted before the comparison, as a sign-in code's tries are.
    const record = await store.otps.reserveTry(sha256(body.challenge), now, config.otp.maxWrongTries);
    if (!record || record.purpose !== 'guardian' || record.phone !== phone || record.codeHash === null) throw new ApiError(400, INVALID, { code: INVALID });
    if (!sameHash(codeHash(phone, body.serviceNumber, body.code), record.codeHash)) {
      if (record.tries >= config.otp.maxWrongTries) await store.otps.delete(record.id);
      throw new ApiError(400, INVALID, { code: INVALID });
    }
    await store.otps.delete(record.id);
    const guardianToken = await issueGuardianToken(store, body.serviceNumber, phone, now);
    return answer(c, 'GuardianAllowed', { ...said('guardian.allowed'), guardianToken, guardianWithinSeconds: GUARDIAN_TOKEN_MS / 1000 });
  });

  return app;
}
