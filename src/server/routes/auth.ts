// /api/auth: signup, login, logout, me, session, password change.
import type { ConsentRecord } from '../../core/consents';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { nameProblem } from '../../core/person-name';
import { reserveAttempt, signInFailed, signInSucceeded, spendAllowance, userLoginThrottle, type SignInThrottle } from '../auth/login-throttle';
import { confirmPassword } from '../auth/confirm-password';
import { notifyPasswordChanged } from '../auth/password-notice';
import { noticeStepUp } from '../auth/step-up-notice';
import { knownDevice, newDeviceToken } from '../auth/known-device';
import { checkPassword, hashPassword, newPasswordKeyword } from '../auth/passwords';
import { phoneOf } from '../auth/phone-field';
import { currentSession, endSession, startSession } from '../auth/sessions';
import { userView } from '../auth/user-view';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, said } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { readJson } from '../http/json-body';
import { logSecurityEvent } from '../http/security-log';
import { DuplicateError } from '../store/types';
import { schemaFieldError } from '../validation/schema-message';
import { validateBody } from '../validation/validate';
import { rememberLanguage, requestLanguage } from '../sms/sms-texts';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const INVALID_LOGIN = 'auth.invalid_login';

export function authRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.auth);

  /** reserveAttempt, with a refusal (lock-out or step-up) in the security log. */
  async function reserveLogged(c: Context, throttle: SignInThrottle, phone: string, userId: string | null): Promise<number> {
    try {
      return await reserveAttempt(deps, throttle);
    } catch (err) {
      if (err instanceof ApiError) logSecurityEvent(deps, c, 'user.sign_in_refused', 'refused', { userId, phone }, `${err.status} ${err.message}`);
      throw err;
    }
  }

  app.post(at(API.signup), failAs('auth.signup_failed'), async (c) => {
    const body = validateBody('auth-signup', await readJson(c));
    const phone = phoneOf(body.phone);
    const name = body.name.trim();
    const badName = nameProblem(name);
    if (badName) throw schemaFieldError('auth-signup', 'name', badName);
    const problem = newPasswordKeyword(body.password, { phone, name });
    if (problem) throw schemaFieldError('auth-signup', 'password', problem);
    // Spent before the lookup and the hash: caps both probing for numbers and bcrypt work.
    try {
      await spendAllowance(deps, keys.signupIp(clientIp(c, config)), config.limits.signupPerIp, 'auth.too_many_signups');
    } catch (err) {
      if (err instanceof ApiError) logSecurityEvent(deps, c, 'user.sign_up_refused', 'refused', { phone }, 'too many sign-ups from this address');
      throw err;
    }
    const taken = await store.users.byPhone(phone);
    if (taken) {
      // Sign-ups on registered numbers, in a row, are someone probing which numbers have accounts.
      logSecurityEvent(deps, c, 'user.sign_up_refused', 'refused', { userId: taken.id, phone }, 'number already registered');
      throw new ApiError(409, 'auth.phone_taken');
    }
    // Failures counted on the number before it had an account are a stranger's, not the new owner's.
    await store.counters.clear(keys.loginAccount(phone));
    const now = config.now();
    const user = {
      id: randomUUID(),
      name,
      phone,
      passwordHash: await hashPassword(body.password, config.bcryptCost),
      createdAt: now,
      updatedAt: now,
    };
    // The tick under the notice of what an account keeps; the schema refuses a sign-up without it.
    const consents: ConsentRecord[] = [{ purpose: 'account', noticeVersion: body.noticeVersion ?? null, givenAt: now, givenBy: 'self', proof: 'tick' }];
    try {
      await store.users.create(user, consents);
    } catch (err) {
      // Two signups for one number racing past the check above.
      if (err instanceof DuplicateError) throw new ApiError(409, 'auth.phone_taken');
      throw err;
    }
    logSecurityEvent(deps, c, 'user.sign_up', 'success', { userId: user.id, phone });
    await startSession(c, deps, 'user', user.id);
    await rememberLanguage(c, store, user.id, now);
    return answer(c, 'SignedIn', { ...said('auth.signed_up'), user: userView(user) }, 201);
  });

  app.post(at(API.login), failAs('auth.login_failed'), async (c) => {
    const body = validateBody('auth-login', await readJson(c));
    const phone = phoneOf(body.phone);
    const throttle = userLoginThrottle(phone, clientIp(c, config), knownDevice(c, deps, { kind: 'user', phone }));
    let failures: number;
    try {
      failures = await reserveLogged(c, throttle, phone, null);
    } catch (err) {
      // Someone still tries a password the step-up shut off: the owner hears of it (once a day).
      if (err instanceof ApiError && err.status === 403) await noticeStepUp(deps, phone);
      throw err;
    }
    const user = await store.users.byPhone(phone);
    const ok = await checkPassword(body.password, user?.passwordHash ?? null, config.bcryptCost);
    if (!user || !ok) {
      await signInFailed(deps, throttle);
      // This failure shut the password off: the owner hears of it (once a day).
      if (user && failures >= config.limits.loginPerAccount.max) await noticeStepUp(deps, phone);
      logSecurityEvent(deps, c, 'user.sign_in_failed', 'failure', { userId: user?.id, phone }, user ? 'wrong password' : 'no such account');
      throw new ApiError(401, INVALID_LOGIN);
    }
    await signInSucceeded(deps, throttle);
    logSecurityEvent(deps, c, 'user.sign_in', 'success', { userId: user.id, phone });
    // This browser is known for this phone from now on: the way in past the ceiling of failures.
    await startSession(c, deps, 'user', user.id, newDeviceToken(deps, { kind: 'user', phone }));
    await rememberLanguage(c, store, user.id, config.now());
    return answer(c, 'SignedIn', { ...said('auth.signed_in'), user: userView(user) });
  });

  app.post(at(API.logout), async (c) => {
    await endSession(c, deps, 'user');
    return answer(c, 'Message', said('auth.signed_out'));
  });

  app.get(at(API.me), async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    if (!user) throw new ApiError(401, 'auth.sign_in_needed');
    c.header('Cache-Control', 'no-store');
    return answer(c, 'SessionUser', userView(user));
  });

  // What the browser asks on every page: nobody signed in is an answer, not an error, so a
  // signed-out visit logs no failed request in the console.
  app.get(at(API.session), async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    return answer(c, 'SessionAnswer', { user: user ? userView(user) : null });
  });

  app.post(at(API.passwordChange), failAs('auth.change_failed'), async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    if (!user) throw new ApiError(401, 'auth.sign_in_needed');
    const body = validateBody('auth-password-change', await readJson(c));
    const problem = newPasswordKeyword(body.newPassword, user);
    if (problem) throw schemaFieldError('auth-password-change', 'newPassword', problem);
    await confirmPassword(c, deps, user, body.currentPassword, 'currentPassword', 'on the change form');
    await store.users.setPasswordHash(user.id, await hashPassword(body.newPassword, config.bcryptCost), config.now());
    // Every other session ends; this browser gets a fresh one.
    await store.sessions.deleteAllFor('user', user.id);
    await startSession(c, deps, 'user', user.id);
    await notifyPasswordChanged(deps, user.phone, requestLanguage(c));
    logSecurityEvent(deps, c, 'user.password_changed', 'success', { userId: user.id, phone: user.phone });
    return answer(c, 'Message', said('auth.password_changed'));
  });

  return app;
}
