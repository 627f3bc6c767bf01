// Guards the admin routes: 401 without an admin session (or with a disabled account's), 403 for a
// user session or a role that may not do this. Puts the admin on the context for the handlers
// and for the audit trail, which names who was refused too.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { AuditNote } from '../store/audit-types';
import type { Admin, AdminRole } from '../store/types';
import { currentSession } from './sessions';

export type AdminEnv = { Variables: { admin: Admin; auditNote: AuditNote } };

export const FORBIDDEN = 'admin.forbidden';

export function requireAdmin(deps: AppDeps, roles: readonly AdminRole[]): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await currentSession(c, deps, 'admin');
    const admin = session ? await deps.store.admins.byId(session.subjectId) : null;
    if (!admin || !admin.active) {
      // Signed in, but as a portal user: that is a permission problem, not a missing sign-in.
      if (await currentSession(c, deps, 'user')) throw new ApiError(403, FORBIDDEN);
      throw new ApiError(401, 'admin.sign_in_needed');
    }
    c.set('admin', admin);
    if (!roles.includes(admin.role)) throw new ApiError(403, FORBIDDEN);
    await next();
  };
}
