// /api/auth/otp/* and /api/auth/password/reset: one-time codes by SMS for password reset, for
// signing in without a password and for downloading or erasing what is kept of a number (/track).
// A code is bound to the browser that asked for it (the challenge it alone holds): nobody else's
// requests can replace or burn the owner's code. The texts one phone gets are capped for the phone
// itself, whatever address the callers claim, and a send answers the same for a number without an
// account (or, for a data code, without anything kept), which gets no text (docs/server.md, "Accounts
// and how they resist takeover").
import { Hono, type Context } from 'hono';
import { LOCKED, signInSucceeded, spendAllowance, userLoginThrottle } from '../auth/login-throttle';
import { knownDevice, newDeviceToken } from '../auth/known-device';
import { notifyPasswordChanged } from '../auth/password-notice';
import { hashPassword, newPasswordKeyword } from '../auth/passwords';
import { phoneOf } from '../auth/phone-field';
import { startSession } from '../auth/sessions';
import { hashOtp, newOtpCode, newToken, sameHash, sha256 } from '../auth/tokens';
import { userView } from '../auth/user-view';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, said, tooMany, type ApiCode } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { spendCodeSend } from '../auth/code-send-allowance';
import { readJson } from '../http/json-body';
import { logSecurityEvent } from '../http/security-log';
import { SmsUnavailableError } from '../sms/unavailable-sms';
import { TextRefused } from '../texts/text-ledger';
import { istNextDayStart } from '../http/ist-dates';
import type { OtpPurpose, OtpRecord, User } from '../store/types';
import { schemaFieldError } from '../validation/schema-message';
import { validateBody } from '../validation/validate';
import { accountVerifiedFor, notePhoneVerified } from '../tracking/phone-proof';
import { otpText, rememberLanguage, requestLanguage } from '../sms/sms-texts';
import type { Lang } from '../../core/languages';
import { answer } from '../http/answer';
import { DATA_TOKEN_MS, holdsData, issueDataToken } from '../erasure/data-token';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const OTP_MESSAGES = {
  sent: 'otp.sent',
  resent: 'otp.resent',
  verified: 'otp.verified_reset',
  loggedIn: 'otp.verified',
  invalid: 'otp.invalid',
  userNotFound: 'otp.user_not_found',
  sendFailed: 'otp.send_failed',
  resendFailed: 'otp.resend_failed',
  tooManySends: 'otp.too_many_sends',
  resetDone: 'reset.done',
  resetRefused: 'reset.refused',
  tooManyResets: 'reset.too_many',
  smsUnavailable: 'otp.sms_unavailable',
  tooManyTexts: 'otp.too_many_texts',
  dataAllowed: 'otp.verified_data',
} as const satisfies Record<string, ApiCode>;


export function otpRoutes(deps: AppDeps): Hono {
  const { store, sms, config } = deps;
  const app = new Hono();
  const at = below(API.auth);

  /**
   * Creates or replaces the code of challenge `id`, stores it and texts it in `language` (that of
   * the page asking); the record is rolled back if the SMS fails. A number without an account gets
   * a record too, so a resend answers alike, but no text: nobody is told a code they cannot use.
   * Whether it texted.
   */
  async function issue(id: string, phone: string, purpose: OtpPurpose, failure: ApiCode, language: Lang): Promise<boolean> {
    const code = newOtpCode();
    const now = config.now();
    const record: OtpRecord = {
      id,
      phone,
      purpose,
      codeHash: hashOtp(phone, code, config.otpPepper),
      sentAt: now,
      expiresAt: now + config.otp.ttlMs,
      tries: 0,
      verifiedAt: null,
      resetTokenHash: null,
    };
    await store.otps.put(record);
    // A data code goes to any number the store keeps something under, an account or not.
    const registered = purpose === 'data_access' ? await holdsData(store, phone) : (await store.users.byPhone(phone)) !== null;
    try {
      // A number without an account is texted nothing, but its code counts in the ledger all the
      // same: past the day's texts both answer 429, so the cap tells a prober nothing either.
      if (registered) await sms.send(phone, otpText(language, code, config.siteName, Math.round(config.otp.ttlMs / 60_000)), 'otp');
      else await deps.texts?.admit({ to: phone, kind: 'otp' });
    } catch (err) {
      await store.otps.delete(id);
      // The number, or its account, had the day's texts: the next code can go out tomorrow.
      if (err instanceof TextRefused) throw tooMany(OTP_MESSAGES.tooManyTexts, istNextDayStart(now) - now);
      if (err instanceof SmsUnavailableError) throw new ApiError(503, OTP_MESSAGES.smsUnavailable);
      console.error('[sms] send failed:', (err as Error).message);
      throw new ApiError(502, failure);
    }
    return registered;
  }

  /**
   * A code's allowances (auth/code-send-allowance.ts), spent alike for a number without an account,
   * so the answers tell a prober nothing. A browser that signed in to the account before is the
   * client, with allowances of its own and none of the phone's: strangers who spend the phone's
   * cannot keep its owner from a code there.
   */
  async function spendSend(c: Context, phone: string, ip: string): Promise<void> {
    const device = knownDevice(c, deps, { kind: 'user', phone });
    await spendCodeSend(deps, phone, device ? keys.otpDevice(device) : keys.otpPair(phone, ip), { phoneAllowance: !device });
  }

  const sent = (code: ApiCode, challenge: string) => ({ ...said(code), resendAfterSeconds: config.otp.resendAfterMs / 1000, challenge });

  app.post(at(API.otpSend), failAs(OTP_MESSAGES.sendFailed), async (c) => {
    const body = validateBody('auth-otp-send', await readJson(c));
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    await spendAllowance(deps, keys.otpIp(ip), config.limits.otpPerIp, OTP_MESSAGES.tooManySends);
    await spendSend(c, phone, ip);
    const challenge = newToken();
    const texted = await issue(sha256(challenge), phone, body.purpose, OTP_MESSAGES.sendFailed, requestLanguage(c));
    logSecurityEvent(deps, c, 'user.otp_sent', texted ? 'success' : 'refused', { phone }, texted ? body.purpose : `${body.purpose}: no account, nothing texted`);
    return answer(c, 'OtpSent', sent(OTP_MESSAGES.sent, challenge));
  });

  app.post(at(API.otpResend), failAs(OTP_MESSAGES.resendFailed), async (c) => {
    const body = validateBody('auth-otp-resend', await readJson(c));
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    await spendAllowance(deps, keys.otpIp(ip), config.limits.otpPerIp, OTP_MESSAGES.tooManySends);
    const existing = await store.otps.get(sha256(body.challenge));
    // Only a code that was sent to this phone and not yet used can be resent.
    // A guardian's code is resent by its own route, bound to its request.
    if (!existing || existing.phone !== phone || existing.codeHash === null || existing.purpose === 'guardian') throw new ApiError(400, OTP_MESSAGES.resendFailed);
    await spendSend(c, phone, ip);
    await issue(existing.id, phone, existing.purpose, OTP_MESSAGES.resendFailed, requestLanguage(c));
    return answer(c, 'OtpSent', sent(OTP_MESSAGES.resent, body.challenge));
  });

  /** The phone is proven: whoever else holds a session of its account is signed out. */
  async function endOtherSessions(user: User): Promise<void> {
    await store.sessions.deleteAllFor('user', user.id);
  }

  app.post(at(API.otpVerify), failAs('otp.verify_failed'), async (c) => {
    const body = validateBody('auth-otp-verify', await readJson(c));
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    await spendAllowance(deps, keys.otpVerifyIp(ip), config.limits.otpVerifyPerIp, LOCKED);
    const now = config.now();
    // The try is counted before the comparison: a burst of parallel guesses gets at most
    // maxWrongTries comparisons between them, whatever order they arrive in.
    const record = await store.otps.reserveTry(sha256(body.challenge), now, config.otp.maxWrongTries);
    // A guardian's code proves consent to one request, never the phone's account.
    if (!record || record.phone !== phone || record.purpose === 'guardian') {
      logSecurityEvent(deps, c, 'user.otp_failed', 'failure', { phone }, 'no live code for this challenge');
      throw new ApiError(400, OTP_MESSAGES.invalid);
    }
    const offered = hashOtp(phone, body.code, config.otpPepper);
    if (!sameHash(offered, record.codeHash!)) {
      // The last allowed try burns the code: a new one must be requested.
      if (record.tries >= config.otp.maxWrongTries) await store.otps.delete(record.id);
      logSecurityEvent(deps, c, 'user.otp_failed', 'failure', { phone }, `wrong code, try ${record.tries}`);
      throw new ApiError(400, OTP_MESSAGES.invalid);
    }
    const user = await store.users.byPhone(phone);
    logSecurityEvent(deps, c, 'user.otp_verified', 'success', { userId: user?.id, phone }, record.purpose);
    if (record.purpose === 'data_access') {
      // Single use, as a sign-in code: the code's record gives way to the token's.
      if (!(await store.otps.markVerified(record.id, offered, now, null))) throw new ApiError(400, OTP_MESSAGES.invalid);
      await store.otps.delete(record.id);
      const dataToken = await issueDataToken(store, phone, now);
      return answer(c, 'DataAccessAllowed', { ...said(OTP_MESSAGES.dataAllowed), dataToken, dataWithinSeconds: DATA_TOKEN_MS / 1000 });
    }
    if (record.purpose === 'login') {
      // Single use: only the request that flips the stored hash wins.
      if (!(await store.otps.markVerified(record.id, offered, now, null))) throw new ApiError(400, OTP_MESSAGES.invalid);
      await store.otps.deleteAllFor(phone);
      if (!user) throw new ApiError(404, OTP_MESSAGES.userNotFound);
      await reown(user, now);
      await signInSucceeded(deps, userLoginThrottle(phone, ip, knownDevice(c, deps, { kind: 'user', phone })));
      await startSession(c, deps, 'user', user.id, newDeviceToken(deps, { kind: 'user', phone }));
      await rememberLanguage(c, store, user.id, now);
      return answer(c, 'SignedIn', { ...said(OTP_MESSAGES.loggedIn), user: userView(user) });
    }
    // The reset is bound to whoever verified the code: they alone get the token that allows it.
    const resetToken = newToken();
    if (!(await store.otps.markVerified(record.id, offered, now, sha256(resetToken)))) throw new ApiError(400, OTP_MESSAGES.invalid);
    if (user) await endOtherSessions(user);
    return answer(c, 'ResetAllowed', { ...said(OTP_MESSAGES.verified), resetToken, resetWithinSeconds: config.otp.resetWindowMs / 1000 });
  });

  /**
   * A sign-in by code proves the phone. The first proof of an account re-owns it: a password set
   * before (by whoever typed this number at sign-up) stops working, so signed-out requests from
   * the phone, which join the account now, are seen only by the phone's holder.
   */
  async function reown(user: User, now: number): Promise<void> {
    await endOtherSessions(user);
    if (!(await accountVerifiedFor(deps, user.phone))) {
      await store.users.setPasswordHash(user.id, await hashPassword(newToken(), config.bcryptCost), now);
    }
    await notePhoneVerified(deps, user.phone);
  }

  app.post(at(API.passwordReset), failAs(OTP_MESSAGES.resetRefused), async (c) => {
    const body = validateBody('auth-password-reset', await readJson(c));
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    const now = config.now();
    const since = now - config.otp.resetWindowMs + 1;
    // The token first: without a valid one every answer is the same 403, whatever the account,
    // and only this client's allowance is spent.
    const token = body.resetToken ? sha256(body.resetToken) : null;
    const user = token && (await store.otps.findResetToken(phone, token, since)) ? await store.users.byPhone(phone) : null;
    if (!token || !user) {
      logSecurityEvent(deps, c, 'user.password_reset_refused', 'refused', { phone }, 'no valid reset token');
      await spendAllowance(deps, keys.resetIp(ip), config.limits.resetPerIp, OTP_MESSAGES.tooManyResets);
      throw new ApiError(403, OTP_MESSAGES.resetRefused);
    }
    const problem = newPasswordKeyword(body.password, user);
    if (problem) throw schemaFieldError('auth-password-reset', 'password', problem);
    // Checked and spent in one step: a token works once, for this phone, within the window.
    if (!(await store.otps.spendResetToken(phone, token, since))) throw new ApiError(403, OTP_MESSAGES.resetRefused);
    await store.users.setPasswordHash(user.id, await hashPassword(body.password, config.bcryptCost), now);
    await store.otps.deleteAllFor(phone);
    // A reset is what someone does when they fear their account is used by another: end them all.
    await store.sessions.deleteAllFor('user', user.id);
    // The password is now the phone holder's: signed-out requests from the phone may join the account.
    await notePhoneVerified(deps, phone);
    // Whoever forgot the password has usually failed to sign in: the new one must work at once.
    await signInSucceeded(deps, userLoginThrottle(phone, ip, knownDevice(c, deps, { kind: 'user', phone })));
    await notifyPasswordChanged(deps, phone, requestLanguage(c));
    logSecurityEvent(deps, c, 'user.password_reset', 'success', { userId: user.id, phone });
    return answer(c, 'Message', said(OTP_MESSAGES.resetDone));
  });

  return app;
}
