// /api/admin: login, logout, me. Admin sessions are their own kind, separate from user sessions.
// Sign-in and its failures are audit events recorded here, where the username is known.
import { audited } from '../audit/audited-routes';
import { Hono } from 'hono';
import { recordAudit } from '../audit/record-audit';
import { refusalDetail } from '../audit/refusal-count';
import { knownDevice, newDeviceToken } from '../auth/known-device';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import { adminLoginThrottle, reserveAttempt, signInFailed, signInSucceeded } from '../auth/login-throttle';
import { checkPassword } from '../auth/passwords';
import { currentSession, endSession, startSession } from '../auth/sessions';
import { normalizeUsername, USERNAME_RE } from '../auth/username';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, said } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const ACCOUNT_DISABLED = 'admin.account_disabled';

export function adminAuthRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.admin);

  app.post(at(API.adminLogin), failAs('admin.login_failed'), async (c) => {
    const body = validateBody('admin-login', await readJson(c));
    const username = normalizeUsername(body.username);
    const ip = clientIp(c, config);
    const throttle = adminLoginThrottle(username, ip, knownDevice(c, deps, { kind: 'admin', username }));
    await reserveAttempt(deps, throttle);
    // A name no admin can have is not looked up (and cannot upset the store), but still costs a
    // bcrypt comparison like any other failed sign-in.
    const admin = USERNAME_RE.test(username) ? await store.admins.byUsername(username) : null;
    const ok = await checkPassword(body.password, admin?.passwordHash ?? null, config.bcryptCost);
    const event = { actor: username, target: admin?.id ?? null, ip };
    // Each failure on an admin's account is listed: its throttle bounds them (5 per client, 100 in a
    // row, login-throttle.ts). A username no admin has is new each time, and so unbounded: such
    // failures are counted like the anonymous refusals, and listed at the 1st, 10th, 100th ….
    const failed = async (why: string) => {
      const detail = admin ? why : await refusalDetail(deps, 'admin.sign_in_failed', ip, why);
      if (detail !== null) await recordAudit(deps, { ...event, role: null, action: 'admin.sign_in_failed', detail, ok: false });
    };
    if (!admin || !ok) {
      await signInFailed(deps, throttle);
      await failed('Invalid credentials');
      throw new ApiError(401, 'admin.invalid_login');
    }
    // Only the holder of the password learns that the account is disabled.
    if (!admin.active) {
      await failed('The account is disabled');
      throw new ApiError(401, ACCOUNT_DISABLED);
    }
    await signInSucceeded(deps, throttle);
    // This browser is known for this username from now on (the way in past the ceiling of failures).
    await startSession(c, deps, 'admin', admin.id, newDeviceToken(deps, { kind: 'admin', username }));
    await recordAudit(deps, { ...event, role: admin.role, action: 'admin.sign_in', detail: null, ok: true });
    return answer(c, 'AdminSignedIn', { ...said('auth.signed_in'), admin: { username: admin.username, role: admin.role } });
  });

  app.post(at(API.adminLogout), audited('admin.sign_out'), async (c) => {
    // Named for the audit trail before the session it identifies by is gone.
    const session = await currentSession(c, deps, 'admin');
    const admin = session ? await store.admins.byId(session.subjectId) : null;
    if (admin) c.set('admin', admin);
    await endSession(c, deps, 'admin');
    return answer(c, 'Message', said('auth.signed_out'));
  });

  app.get(at(API.adminMe), requireAdmin(deps, ['admin', 'moderator']), (c) => {
    const admin = c.get('admin');
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AdminSession', { username: admin.username, role: admin.role });
  });

  return app;
}
