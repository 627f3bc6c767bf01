// /api/admin/requests: the support desk's queue by status and the status change with a note the
// visitor reads on /track and the dashboard (roles admin and moderator).
import { Hono } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { parsePageKey } from '../store/page-key';
import { adminRequestView, requestView } from '../tracking/request-view';
import { canMoveTo, REQUEST_STATUSES, type RequestStatus } from '../../shared/request-status';
import { validateBody } from '../validation/validate';

export const REQUEST_NOT_FOUND = 'Request not found';

const LABEL: Record<RequestStatus, string> = { received: 'received', in_progress: 'in progress', completed: 'completed', closed: 'closed' };

interface StatusInput {
  status: Exclude<RequestStatus, 'received'>;
  note?: string;
  reason?: string;
}

export function adminRequestRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  app.get('/', async (c) => {
    const status = c.req.query('status') ?? 'received';
    if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
      throw new ApiError(400, 'Status must be received, in_progress, completed or closed.', { status: 'Unknown status.' });
    }
    const rawLimit = c.req.query('limit');
    const limit = rawLimit ? Number(rawLimit) : config.tracking.pageSize.default;
    if (!Number.isInteger(limit) || limit < 1 || limit > config.tracking.pageSize.max) {
      throw new ApiError(400, `limit must be a whole number from 1 to ${config.tracking.pageSize.max}.`);
    }
    const cursor = c.req.query('cursor') || null;
    if (cursor !== null && !parsePageKey(cursor)) throw new ApiError(400, 'This page link is not valid. Please start from the first page.');
    const page = await store.requests.listByStatus(status as RequestStatus, { limit, cursor });
    return c.json({ requests: page.items.map(adminRequestView), nextCursor: page.next });
  });

  app.patch('/:id/status', failAs('Failed to change the status. Please try again.'), async (c) => {
    const id = idParam(c, REQUEST_NOT_FOUND);
    const body = validateBody<StatusInput>('requestStatus', await readJson(c));
    const reason = body.reason?.trim() ?? null;
    if (body.status === 'closed' && !reason) {
      throw new ApiError(400, 'Please enter the reason for closing.', { reason: 'Please enter the reason for closing.' });
    }
    if (body.status !== 'closed' && reason) {
      throw new ApiError(400, 'A reason is given only when closing a request.', { reason: 'A reason is given only when closing a request.' });
    }
    const current = await store.requests.get(id);
    if (!current) throw new ApiError(404, REQUEST_NOT_FOUND);
    if (!canMoveTo(current.status, body.status)) {
      throw new ApiError(400, `A ${LABEL[current.status]} request cannot be marked ${LABEL[body.status]}.`, { status: 'This change is not allowed.' });
    }
    const step = { status: body.status, at: config.now(), note: body.note?.trim() || null, reason, by: c.get('admin').username };
    const changed = await store.requests.changeStatus(id, current.status, step);
    if (!changed) throw new ApiError(409, 'The status was changed meanwhile. Please reload and try again.');
    return c.json({ request: requestView(changed) });
  });

  return app;
}
