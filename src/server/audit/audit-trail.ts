// The one place admin actions become audit events: after a state-changing request under
// /api/admin that succeeded, or was refused for want of a session (401) or permission (403).
// The action and target come from the route (audited-routes.ts); the actor from the admin guard. A refusal for
// want of a session names no target (the path is the caller's own text) and is counted rather
// than listed each time (refusal-count.ts).
import type { MiddlewareHandler } from 'hono';
import type { AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { auditedRoute } from './audited-routes';
import { recordAudit } from './record-audit';
import { refusalDetail } from './refusal-count';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const REFUSED: Record<number, string> = {
  401: 'Refused: not signed in as an admin.',
  403: 'Refused: not allowed for this account.',
};

export function auditTrail(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    await next();
    if (!MUTATING.has(c.req.method)) return;
    const route = auditedRoute(c);
    if (!route) return;
    const { status } = c.res;
    const ok = status >= 200 && status < 300;
    if (!ok && !REFUSED[status]) return;
    const admin = c.get('admin');
    // A success with no admin did nothing to record (signing out without a session).
    if (ok && !admin) return;
    const note = c.get('auditNote') ?? {};
    const action = note.action ?? route.action;
    const ip = clientIp(c, deps.config);
    let target = note.target ?? route.target;
    let detail = ok ? (note.detail ?? null) : REFUSED[status]!;
    if (!admin) {
      detail = await refusalDetail(deps, action, ip, REFUSED[status]!);
      if (detail === null) return;
      target = null;
    }
    await recordAudit(deps, { actor: admin?.username ?? null, role: admin?.role ?? null, action, target, detail, ip, ok });
  };
}
