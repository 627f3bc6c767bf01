// /api/admin/audit: the audit trail, newest first, filtered by actor, action and IST dates; for
// role admin only.
import { Hono } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import { USERNAME_RE } from '../auth/username';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { istDateRange } from '../http/ist-dates';
import { pageQuery } from '../http/page-query';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '../store/audit-types';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function adminAuditRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.audit);
  app.use('*', requireAdmin(deps, ['admin']));

  app.get(at(API.audit), async (c) => {
    const filter: AuditFilter = istDateRange(c);
    const actor = c.req.query('actor')?.trim().toLowerCase();
    if (actor) {
      if (actor !== 'cli' && !USERNAME_RE.test(actor)) throw new ApiError(400, 'audit.actor_invalid', { actor: 'audit.unknown_user' });
      filter.actor = actor;
    }
    const action = c.req.query('action');
    if (action) {
      if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) throw new ApiError(400, 'audit.unknown_action', { action: 'audit.unknown_action' });
      filter.action = action as AuditAction;
    }
    const page = await store.audit.list(filter, pageQuery(c, config));
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AuditPage', { events: page.items, nextCursor: page.next });
  });

  return app;
}
