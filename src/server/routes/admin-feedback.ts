// /api/admin/feedback: moderation, for roles admin and moderator. `?status=pending` lists what
// awaits a decision, `?status=approved` what the home page shows; without it, everything.
import { audited } from '../audit/audited-routes';
import { Hono } from 'hono';
import { noteAudit } from '../audit/audit-note';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { failAs } from '../http/fail-as';
import { ApiError, said } from '../http/api-error';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { adminFeedbackView } from '../services/feedback-view';
import type { Feedback } from '../store/types';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const FEEDBACK_NOT_FOUND = 'feedback.not_found';

const FILTERS: Record<string, (f: Feedback) => boolean> = {
  pending: (f) => f.approved === null,
  approved: (f) => f.approved === true,
};

export function adminFeedbackRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminFeedback);
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  app.get(at(API.adminFeedback), async (c) => {
    const status = c.req.query('status') || null;
    if (status !== null && !Object.hasOwn(FILTERS, status)) throw new ApiError(400, 'feedback.status_filter', { status: 'status.unknown' });
    const keep = status === null ? () => true : FILTERS[status]!;
    c.header('Cache-Control', 'no-store');
    return answer(c, 'FeedbackList', { feedback: (await store.feedback.listAll()).filter(keep).map(adminFeedbackView) });
  });

  // Unapproving is the same call with approved: false; the route says which it was.
  app.patch(at(API.adminFeedbackItem), audited('feedback.approve'), failAs('feedback.update_failed'), async (c) => {
    const { approved } = validateBody('feedback-moderation', await readJson(c));
    const updated = await store.feedback.setApproved(idParam(c, FEEDBACK_NOT_FOUND), approved);
    if (!updated) throw new ApiError(404, FEEDBACK_NOT_FOUND);
    noteAudit(c, { action: approved ? 'feedback.approve' : 'feedback.unapprove', detail: `${updated.rating}-star feedback from ${updated.name}` });
    return answer(c, 'FeedbackModerated', {
      ...said(approved ? 'feedback.approved' : 'feedback.rejected'),
      feedback: adminFeedbackView(updated),
    });
  });

  app.delete(at(API.adminFeedbackItem), audited('feedback.delete'), failAs('feedback.delete_failed'), async (c) => {
    if (!(await store.feedback.delete(idParam(c, FEEDBACK_NOT_FOUND)))) throw new ApiError(404, FEEDBACK_NOT_FOUND);
    return answer(c, 'Message', said('feedback.deleted'));
  });

  return app;
}
