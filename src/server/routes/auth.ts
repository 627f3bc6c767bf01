// /api/auth: signup, login, logout, me, session, password change.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { nameProblem } from '../../shared/person-name';
import { clearLoginFailures, reserveAttempt, spendAllowance, userLoginThrottle } from '../auth/login-throttle';
import { notifyPasswordChanged } from '../auth/password-notice';
import { checkPassword, hashPassword, newPasswordProblem } from '../auth/passwords';
import { phoneOf } from '../auth/phone-field';
import { currentSession, endSession, startSession } from '../auth/sessions';
import { userView } from '../auth/user-view';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { keys } from '../http/client-keys';
import { readJson } from '../http/json-body';
import { DuplicateError } from '../store/types';
import { schemaMessage } from '../validation/schema-message';
import { validateBody } from '../validation/validate';
import { rememberLanguage, requestLanguage } from '../sms/sms-texts';

export const INVALID_LOGIN = 'Invalid phone number or password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const PASSWORD_CHANGED = 'Password changed successfully.';

export function authRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();

  app.post('/signup', failAs('Failed to register user. Please try again.'), async (c) => {
    const body = validateBody<{ name: string; phone: string; password: string }>('signup', await readJson(c));
    const phone = phoneOf(body.phone);
    const name = body.name.trim();
    const badName = nameProblem(name);
    if (badName) {
      const message = schemaMessage('signup', 'name', badName);
      throw new ApiError(400, message, { name: message });
    }
    const problem = newPasswordProblem(body.password, { phone, name });
    if (problem) throw new ApiError(400, problem, { password: problem });
    // Spent before the lookup and the hash: caps both probing for numbers and bcrypt work.
    await spendAllowance(deps, keys.signupIp(clientIp(c, config)), config.limits.signupPerIp, 'Too many sign-ups from your network. Please try again later.');
    if (await store.users.byPhone(phone)) throw new ApiError(409, 'Phone number already registered');
    const now = config.now();
    const user = {
      id: randomUUID(),
      name,
      phone,
      passwordHash: await hashPassword(body.password, config.bcryptCost),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await store.users.create(user);
    } catch (err) {
      // Two signups for one number racing past the check above.
      if (err instanceof DuplicateError) throw new ApiError(409, 'Phone number already registered');
      throw err;
    }
    await startSession(c, deps, 'user', user.id);
    await rememberLanguage(c, store, user.id, now);
    return c.json({ message: 'Registration successful', user: userView(user) }, 201);
  });

  app.post('/login', failAs('Failed to log in. Please try again.'), async (c) => {
    const body = validateBody<{ phone: string; password: string }>('authLogin', await readJson(c));
    const phone = phoneOf(body.phone);
    const ip = clientIp(c, config);
    await reserveAttempt(deps, userLoginThrottle(deps, phone, ip));
    const user = await store.users.byPhone(phone);
    const ok = await checkPassword(body.password, user?.passwordHash ?? null, config.bcryptCost);
    if (!user || !ok) {
      throw new ApiError(401, INVALID_LOGIN);
    }
    await clearLoginFailures(deps, phone, ip);
    await startSession(c, deps, 'user', user.id);
    await rememberLanguage(c, store, user.id, config.now());
    return c.json({ message: 'Login successful', user: userView(user) });
  });

  app.post('/logout', async (c) => {
    await endSession(c, deps, 'user');
    return c.json({ message: 'Logged out successfully' });
  });

  app.get('/me', async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    if (!user) throw new ApiError(401, 'Please log in.');
    c.header('Cache-Control', 'no-store');
    return c.json(userView(user));
  });

  // What the browser asks on every page: nobody signed in is an answer, not an error, so a
  // signed-out visit logs no failed request in the console.
  app.get('/session', async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    return c.json({ user: user ? userView(user) : null });
  });

  app.post('/password/change', failAs('Failed to change password. Please try again.'), async (c) => {
    const session = await currentSession(c, deps, 'user');
    const user = session ? await store.users.byId(session.subjectId) : null;
    if (!user) throw new ApiError(401, 'Please log in.');
    const body = validateBody<{ currentPassword: string; newPassword: string }>('passwordChange', await readJson(c));
    const problem = newPasswordProblem(body.newPassword, user);
    if (problem) throw new ApiError(400, problem, { newPassword: problem });
    // The current password is a sign-in in all but name: the same counters, the same bcrypt cost.
    const ip = clientIp(c, config);
    await reserveAttempt(deps, userLoginThrottle(deps, user.phone, ip));
    if (!(await checkPassword(body.currentPassword, user.passwordHash, config.bcryptCost))) {
      throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await clearLoginFailures(deps, user.phone, ip);
    await store.users.setPasswordHash(user.id, await hashPassword(body.newPassword, config.bcryptCost), config.now());
    // Every other session ends; this browser gets a fresh one.
    await store.sessions.deleteAllFor('user', user.id);
    await startSession(c, deps, 'user', user.id);
    await notifyPasswordChanged(deps, user.phone, requestLanguage(c));
    return c.json({ message: PASSWORD_CHANGED });
  });

  return app;
}
