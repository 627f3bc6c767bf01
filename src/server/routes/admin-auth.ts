// /api/admin: login, logout, me. Admin sessions are their own kind, separate from user sessions.
import { Hono } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import { adminLoginThrottle, clearAdminLoginFailures, reserveAttempt } from '../auth/login-throttle';
import { checkPassword } from '../auth/passwords';
import { endSession, startSession } from '../auth/sessions';
import { normalizeUsername, USERNAME_RE } from '../auth/username';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';

export function adminAuthRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();

  app.post('/login', failAs('Login failed'), async (c) => {
    const body = validateBody<{ username: string; password: string }>('adminLogin', await readJson(c));
    const username = normalizeUsername(body.username);
    const ip = clientIp(c, config);
    await reserveAttempt(deps, adminLoginThrottle(deps, username, ip));
    // A name no admin can have is not looked up (and cannot upset the store), but still costs a
    // bcrypt comparison like any other failed sign-in.
    const admin = USERNAME_RE.test(username) ? await store.admins.byUsername(username) : null;
    const ok = await checkPassword(body.password, admin?.passwordHash ?? null, config.bcryptCost);
    if (!admin || !ok) {
      throw new ApiError(401, 'Invalid credentials');
    }
    await clearAdminLoginFailures(deps, username, ip);
    await startSession(c, deps, 'admin', admin.id);
    return c.json({ message: 'Login successful', admin: { username: admin.username, role: admin.role } });
  });

  app.post('/logout', async (c) => {
    await endSession(c, deps, 'admin');
    return c.json({ message: 'Logged out successfully' });
  });

  app.get('/me', requireAdmin(deps, ['admin', 'moderator']), (c) => {
    const admin = c.get('admin');
    c.header('Cache-Control', 'no-store');
    return c.json({ username: admin.username, role: admin.role });
  });

  return app;
}
