// /api/auth: signup, login, logout, me.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { clearFailures, reserveAttempt, spendAllowance } from '../auth/login-throttle';
import { checkPassword, hashPassword, passwordProblem } from '../auth/passwords';
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
import { validateBody } from '../validation/validate';

export const INVALID_LOGIN = 'Invalid phone number or password';

export function authRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();

  app.post('/signup', failAs('Failed to register user. Please try again.'), async (c) => {
    const body = validateBody<{ name: string; phone: string; password: string }>('signup', await readJson(c));
    const phone = phoneOf(body.phone);
    const problem = passwordProblem(body.password);
    if (problem) throw new ApiError(400, problem, { password: problem });
    // Spent before the lookup and the hash: caps both probing for numbers and bcrypt work.
    await spendAllowance(deps, keys.signupIp(clientIp(c, config.trustProxy)), config.limits.signupPerIp, 'Too many sign-ups from your network. Please try again later.');
    if (await store.users.byPhone(phone)) throw new ApiError(409, 'Phone number already registered');
    const now = config.now();
    const user = {
      id: randomUUID(),
      name: body.name.trim(),
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
    return c.json({ message: 'Registration successful', user: userView(user) }, 201);
  });

  app.post('/login', failAs('Failed to log in. Please try again.'), async (c) => {
    const body = validateBody<{ phone: string; password: string }>('authLogin', await readJson(c));
    const phone = phoneOf(body.phone);
    const throttle = [
      { key: keys.loginPhone(phone), rule: config.limits.loginPerPhone },
      { key: keys.loginIp(clientIp(c, config.trustProxy)), rule: config.limits.loginPerIp },
    ];
    await reserveAttempt(deps, throttle);
    const user = await store.users.byPhone(phone);
    const ok = await checkPassword(body.password, user?.passwordHash ?? null, config.bcryptCost);
    if (!user || !ok) {
      throw new ApiError(401, INVALID_LOGIN);
    }
    await clearFailures(deps, keys.loginPhone(phone));
    await startSession(c, deps, 'user', user.id);
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

  return app;
}
