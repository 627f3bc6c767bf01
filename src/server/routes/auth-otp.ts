// /api/auth/otp/* and /api/auth/password/reset: one-time codes by SMS for password reset and
// for signing in without a password.
import { Hono } from 'hono';
import { clearLoginFailures, spendAllowance } from '../auth/login-throttle';
import { notifyPasswordChanged } from '../auth/password-notice';
import { hashPassword, newPasswordProblem } from '../auth/passwords';
import { phoneOf } from '../auth/phone-field';
import { startSession } from '../auth/sessions';
import { hashOtp, newOtpCode, newToken, sameHash, sha256 } from '../auth/tokens';
import { userView } from '../auth/user-view';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, tooMany } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { readJson } from '../http/json-body';
import { SmsUnavailableError } from '../sms/unavailable-sms';
import type { OtpPurpose, OtpRecord } from '../store/types';
import { validateBody } from '../validation/validate';
import { notePhoneVerified } from '../tracking/phone-proof';
import { otpText, rememberLanguage, requestLanguage } from '../sms/sms-texts';
import type { SmsLanguage } from '../store/tracking-types';

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully. Please check your SMS messages.',
  resent: 'OTP resent successfully.',
  verified: 'OTP verified successfully. Please set your new password.',
  loggedIn: 'OTP verified successfully.',
  invalid: 'Invalid OTP. Please try again.',
  notRegistered: 'Phone number not registered. Please sign up first.',
  userNotFound: 'User not found. Please register first.',
  sendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  tooManySends: 'Too many OTP requests. Please try again later.',
  resetDone: 'Password reset successful',
  resetRefused: 'Failed to reset password. Please try again.',
  tooManyResets: 'Too many password reset attempts. Please try again later.',
  smsUnavailable: 'We cannot send text messages right now. Please try again later or contact support.',
} as const;


export function otpRoutes(deps: AppDeps): Hono {
  const { store, sms, config } = deps;
  const app = new Hono();


  function waitMessage(ms: number): string {
    return `Please wait ${Math.ceil(ms / 1000)} seconds before requesting a new OTP.`;
  }

  /** Creates, stores and texts a fresh code; the record is rolled back if the SMS fails. */
  /** `language`: that of the page asking for the code. */
  async function issue(phone: string, purpose: OtpPurpose, failure: string, language: SmsLanguage): Promise<void> {
    const code = newOtpCode();
    const now = config.now();
    const record: OtpRecord = {
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
    try {
      await sms.send(phone, otpText(language, code, config.siteName, Math.round(config.otp.ttlMs / 60_000)));
    } catch (err) {
      await store.otps.delete(phone);
      if (err instanceof SmsUnavailableError) throw new ApiError(503, OTP_MESSAGES.smsUnavailable);
      console.error('[sms] send failed:', (err as Error).message);
      throw new ApiError(502, failure);
    }
  }

  async function spendSends(phone: string): Promise<void> {
    await spendAllowance(deps, keys.otpPhone(phone), config.limits.otpPerPhone, OTP_MESSAGES.tooManySends);
  }

  app.post('/otp/send', failAs(OTP_MESSAGES.sendFailed), async (c) => {
    const body = validateBody<{ phone: string; purpose: OtpPurpose }>('otpSend', await readJson(c));
    const phone = phoneOf(body.phone);
    // The per-IP allowance is spent before the lookup so it also caps probing for numbers.
    await spendAllowance(deps, keys.otpIp(clientIp(c, config)), config.limits.otpPerIp, OTP_MESSAGES.tooManySends);
    if (!(await store.users.byPhone(phone))) {
      const message = body.purpose === 'login' ? OTP_MESSAGES.userNotFound : OTP_MESSAGES.notRegistered;
      throw new ApiError(404, message);
    }
    const existing = await store.otps.get(phone);
    const now = config.now();
    if (existing && existing.codeHash !== null && now - existing.sentAt < config.otp.resendAfterMs) {
      const wait = existing.sentAt + config.otp.resendAfterMs - now;
      throw tooMany(waitMessage(wait), wait);
    }
    await spendSends(phone);
    await issue(phone, body.purpose, OTP_MESSAGES.sendFailed, requestLanguage(c));
    return c.json({ message: OTP_MESSAGES.sent, resendAfterSeconds: config.otp.resendAfterMs / 1000 });
  });

  app.post('/otp/resend', failAs(OTP_MESSAGES.resendFailed), async (c) => {
    const body = validateBody<{ phone: string }>('otpResend', await readJson(c));
    const phone = phoneOf(body.phone);
    await spendAllowance(deps, keys.otpIp(clientIp(c, config)), config.limits.otpPerIp, OTP_MESSAGES.tooManySends);
    const existing = await store.otps.get(phone);
    // Only a code that was sent and not yet used can be resent.
    if (!existing || existing.codeHash === null) throw new ApiError(400, OTP_MESSAGES.resendFailed);
    const now = config.now();
    if (now - existing.sentAt < config.otp.resendAfterMs) {
      const wait = existing.sentAt + config.otp.resendAfterMs - now;
      throw tooMany(waitMessage(wait), wait);
    }
    await spendSends(phone);
    await issue(phone, existing.purpose, OTP_MESSAGES.resendFailed, requestLanguage(c));
    return c.json({ message: OTP_MESSAGES.resent, resendAfterSeconds: config.otp.resendAfterMs / 1000 });
  });

  app.post('/otp/verify', failAs('OTP verification failed'), async (c) => {
    const body = validateBody<{ phone: string; code: string }>('otpVerify', await readJson(c));
    const phone = phoneOf(body.phone);
    const now = config.now();
    // The try is counted before the comparison: a burst of parallel guesses gets at most
    // maxWrongTries comparisons between them, whatever order they arrive in.
    const record = await store.otps.reserveTry(phone, now, config.otp.maxWrongTries);
    if (!record) throw new ApiError(400, OTP_MESSAGES.invalid);
    const offered = hashOtp(phone, body.code, config.otpPepper);
    if (!sameHash(offered, record.codeHash!)) {
      // The last allowed try burns the code: a new one must be requested.
      if (record.tries >= config.otp.maxWrongTries) await store.otps.delete(phone);
      throw new ApiError(400, OTP_MESSAGES.invalid);
    }
    // The code matched: this visitor holds the phone (signed-out requests from it may join the account).
    await notePhoneVerified(deps, phone);
    if (record.purpose === 'login') {
      // Single use: only the request that flips the stored hash wins.
      if (!(await store.otps.markVerified(phone, offered, now, null))) throw new ApiError(400, OTP_MESSAGES.invalid);
      await store.otps.delete(phone);
      const user = await store.users.byPhone(phone);
      if (!user) throw new ApiError(404, OTP_MESSAGES.userNotFound);
      await clearLoginFailures(deps, phone, clientIp(c, config));
      await startSession(c, deps, 'user', user.id);
      await rememberLanguage(c, store, user.id, now);
      return c.json({ message: OTP_MESSAGES.loggedIn, user: userView(user) });
    }
    // The reset is bound to whoever verified the code: they alone get the token that allows it.
    const resetToken = newToken();
    if (!(await store.otps.markVerified(phone, offered, now, sha256(resetToken)))) throw new ApiError(400, OTP_MESSAGES.invalid);
    return c.json({ message: OTP_MESSAGES.verified, resetToken, resetWithinSeconds: config.otp.resetWindowMs / 1000 });
  });

  app.post('/password/reset', failAs(OTP_MESSAGES.resetRefused), async (c) => {
    const body = validateBody<{ phone: string; password: string; resetToken?: string }>('passwordReset', await readJson(c));
    const phone = phoneOf(body.phone);
    await spendAllowance(deps, keys.resetPhone(phone), config.limits.resetPerPhone, OTP_MESSAGES.tooManyResets);
    await spendAllowance(deps, keys.resetIp(clientIp(c, config)), config.limits.resetPerIp, OTP_MESSAGES.tooManyResets);
    if (!body.resetToken) throw new ApiError(403, OTP_MESSAGES.resetRefused);
    const user = await store.users.byPhone(phone);
    if (!user) throw new ApiError(403, OTP_MESSAGES.resetRefused);
    const problem = newPasswordProblem(body.password, user);
    if (problem) throw new ApiError(400, problem, { password: problem });
    // Checked and spent in one step: a token works once, for this phone, within the window.
    const now = config.now();
    if (!(await store.otps.spendResetToken(phone, sha256(body.resetToken), now - config.otp.resetWindowMs + 1))) {
      throw new ApiError(403, OTP_MESSAGES.resetRefused);
    }
    await store.users.setPasswordHash(user.id, await hashPassword(body.password, config.bcryptCost), now);
    // A reset is what someone does when they fear their account is used by another: end them all.
    await store.sessions.deleteAllFor('user', user.id);
    // Whoever forgot the password has usually failed to sign in: the new one must work at once.
    await clearLoginFailures(deps, phone, clientIp(c, config));
    await notifyPasswordChanged(deps, phone, requestLanguage(c));
    return c.json({ message: OTP_MESSAGES.resetDone });
  });

  return app;
}
