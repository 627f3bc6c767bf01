// Which admin requests are audit events: a route says so itself, with `audited(action)` first among
// its handlers (`app.patch('/:id/status', audited('request.status'), …)`), so there is no second
// routing table to keep equal to Hono's paths. The audit middleware (audit-trail.ts) finds the
// action among the handlers Hono matched, which it knows even when the admin guard refused the
// request before the route ran; a `:param` of the route's path is the event's target. A route may
// refine an event through the context (src/server/audit/audit-note.ts). Sign-in is not audited
// this way: the login route records its own events, as it alone knows the username.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuditAction } from '../store/audit-types';

const actions = new WeakMap<object, AuditAction>();

/** Marks the route it is put on as the audit event `action`. */
export function audited(action: AuditAction): MiddlewareHandler {
  const mark: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  actions.set(mark, action);
  return mark;
}

/** The action a handler marks its route with, if it is `audited(…)`. */
export function auditActionOf(handler: unknown): AuditAction | undefined {
  return typeof handler === 'function' ? actions.get(handler) : undefined;
}

/** The value of the `:param` of `pattern` in `path` (null when the pattern has none). */
function targetOf(pattern: string, path: string): string | null {
  const parts = pattern.split('/');
  const segments = path.replace(/\/+$/, '').split('/');
  const at = parts.findIndex((part) => part.startsWith(':'));
  return at === -1 ? null : (segments[at] ?? null);
}

/** The audit action of the route this request matched, with its target; null when the route is not audited. */
export function auditedRoute(c: Context): { action: AuditAction; target: string | null } | null {
  for (const route of matchedRoutes(c)) {
    const action = actions.get(route.handler);
    if (action && route.method === c.req.method) return { action, target: targetOf(route.path, c.req.path) };
  }
  return null;
}
