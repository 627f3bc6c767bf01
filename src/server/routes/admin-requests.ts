// /api/admin/requests: the support desk's search (newest first or in the due order, paged), one request with its
// timeline, the counts at the top of the screen, the CSV export, and the status change with a note
// the visitor reads on /track and the dashboard (roles admin and moderator); the return for
// correction is in admin-return.ts.
import { audited } from '../audit/audited-routes';
import { Hono } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { istDate, istDayStart, istWeekStart } from '../http/ist-dates';
import { pageQuery } from '../http/page-query';
import { noteAudit } from '../audit/audit-note';
import { recordAudit } from '../audit/record-audit';
import { clientIp } from '../http/client-ip';
import { isDueKey } from '../store/due-key';
import type { ServiceRequest } from '../store/tracking-types';
import { deskFilter, deskOrder } from '../tracking/desk-search';
import { moveRequest } from '../tracking/move-request';
import { adminRequestView } from '../tracking/request-view';
import { requestsCsv } from '../tracking/requests-csv';
import { REQUEST_STATUSES, statusWords } from '../../core/request-status';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import { fixableOf, returnForFix } from './admin-return';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const REQUEST_NOT_FOUND = 'request.not_found';

export function adminRequestRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminRequests);
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  app.get(at(API.adminRequests), async (c) => {
    const filter = deskFilter(c);
    const order = deskOrder(c, filter);
    const page = await store.requests.search(filter, pageQuery(c, config, order === 'due' ? isDueKey : undefined), order);
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AdminRequestPage', { requests: page.items.map((r) => adminRequestView(r, config.tracking, config.now())), nextCursor: page.next });
  });

  app.get(at(API.adminRequestCounts), async (c) => {
    const now = config.now();
    const today = istDayStart(now);
    const [waiting, sentToday, receivedToday, inProgress, completedThisWeek] = await Promise.all([
      store.requests.count({ status: 'waiting' }),
      store.requests.count({ from: today }),
      // By the step into received (the WhatsApp message seen), the same step the list's Received column shows.
      store.requests.countStepped('received', today),
      store.requests.count({ status: 'in_progress' }),
      store.requests.countReached('completed', istWeekStart(now)),
    ]);
    c.header('Cache-Control', 'no-store');
    return answer(c, 'RequestCounts', { waiting, sentToday, receivedToday, inProgress, completedThisWeek });
  });

  app.get(at(API.adminRequestTally), async (c) => {
    const entryIds = [...(config.tracking.entries?.keys() ?? [])];
    const [byStatus, byEntry] = await Promise.all([store.requests.countBy('status', REQUEST_STATUSES), store.requests.countBy('entryId', entryIds)]);
    const byService = entryIds
      .filter((id) => (byEntry[id] ?? 0) > 0)
      .map((id) => ({ entryId: id, title: config.tracking.entries?.get(id)?.title ?? id, count: byEntry[id] ?? 0 }))
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
    c.header('Cache-Control', 'no-store');
    return answer(c, 'RequestTally', { byStatus: REQUEST_STATUSES.map((status) => ({ status, count: byStatus[status] ?? 0 })), byService });
  });

  app.get(at(API.adminRequestsExport), async (c) => {
    const filter = deskFilter(c);
    const max = config.exportMaxRows;
    const rows: ServiceRequest[] = [];
    let cursor: string | null = null;
    do {
      const page = await store.requests.search(filter, { limit: Math.min(500, max + 1 - rows.length), cursor });
      rows.push(...page.items);
      cursor = page.next;
    } while (cursor !== null && rows.length <= max);
    if (rows.length > max) throw new ApiError(400, 'request.export_too_many', undefined, { max });
    // Phone numbers leave the console in bulk here: who took how many, with which filters, from where.
    const admin = c.get('admin');
    await recordAudit(deps, {
      actor: admin.username,
      role: admin.role,
      action: 'request.export',
      target: null,
      detail: `${rows.length} ${rows.length === 1 ? 'request' : 'requests'}; filters: ${new URL(c.req.url).search.slice(1) || 'none'}`,
      ip: clientIp(c, config),
      ok: true,
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="requests-${istDate(config.now())}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(requestsCsv(rows));
  });

  app.get(at(API.adminRequest), async (c) => {
    const request = await store.requests.get(idParam(c, REQUEST_NOT_FOUND));
    if (!request) throw new ApiError(404, REQUEST_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return answer(c, 'AdminRequestAnswer', { request: adminRequestView(request, config.tracking, config.now()) });
  });

  app.patch(at(API.adminRequestStatus), audited('request.status'), failAs('request.status_failed'), async (c) => {
    const id = idParam(c, REQUEST_NOT_FOUND);
    const body = validateBody('request-status', await readJson(c));
    const reason = body.reason?.trim() ?? null;
    if (body.status === 'closed' && !reason) {
      throw new ApiError(400, 'request.reason_required', { reason: 'request.reason_required' });
    }
    if (body.status !== 'closed' && reason) {
      throw new ApiError(400, 'request.reason_not_closing', { reason: 'request.reason_not_closing' });
    }
    const current = await store.requests.get(id);
    if (!current) throw new ApiError(404, REQUEST_NOT_FOUND);
    const step = { status: body.status, at: config.now(), note: body.note?.trim() || null, reason, by: c.get('admin').username };
    const told = await moveRequest(deps, current, step);
    noteAudit(c, { detail: `${told.serviceNumber}: ${statusWords(current.status)} -> ${statusWords(body.status)}` });
    return answer(c, 'AdminRequestAnswer', { request: adminRequestView(told, config.tracking, config.now()) });
  });

  app.get(at(API.adminRequestFixable), fixableOf(deps, REQUEST_NOT_FOUND));
  app.post(at(API.adminRequestReturn), audited('request.return'), failAs('request.return_failed'), returnForFix(deps, REQUEST_NOT_FOUND));

  return app;
}
