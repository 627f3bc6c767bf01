// /api/admin/grievances: the grievance officer's queue, for roles admin and moderator: the open
// grievances, the one due first first; one grievance; and its answer, recorded once, which closes it.
// The audit event names the grievance by its reference and its kind, never what was written.
import { Hono, type Context } from 'hono';
import { audited } from '../audit/audited-routes';
import { noteAudit } from '../audit/audit-note';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { GRIEVANCE_REFERENCE_PATTERN } from '../../core/grievance-reference';
import { adminGrievanceView } from '../grievances/grievance-view';
import { answer } from '../http/answer';
import { ApiError, said } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const NOT_FOUND = 'grievance.unknown';

/** The `:reference` of the path; anything that cannot be one names no grievance. */
function referenceParam(c: Context): string {
  const reference = c.req.param('reference') ?? '';
  if (!GRIEVANCE_REFERENCE_PATTERN.test(reference)) throw new ApiError(404, NOT_FOUND);
  return reference;
}

export function adminGrievanceRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.adminGrievances);
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  app.get(at(API.adminGrievances), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, 'GrievanceQueue', { grievances: (await store.grievances.listOpen()).map(adminGrievanceView) });
  });

  app.get(at(API.adminGrievance), async (c) => {
    const grievance = await store.grievances.get(referenceParam(c));
    if (!grievance) throw new ApiError(404, NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return answer(c, 'GrievanceRecord', { grievance: adminGrievanceView(grievance) });
  });

  app.post(at(API.adminGrievanceAnswer), audited('grievance.answer'), failAs('grievance.answer_failed'), async (c) => {
    const reference = referenceParam(c);
    const body = validateBody('grievance-answer', await readJson(c));
    const answered = await store.grievances.answer(reference, { answer: body.answer.trim(), by: c.get('admin').username, at: config.now() });
    if (!answered) {
      // Gone, or answered meanwhile (by another admin): the second answer is not recorded.
      const grievance = await store.grievances.get(reference);
      throw grievance ? new ApiError(409, 'grievance.answered_already') : new ApiError(404, NOT_FOUND);
    }
    noteAudit(c, { detail: `${answered.kind} grievance answered` });
    return answer(c, 'GrievanceAnswered', { ...said('grievance.answered'), grievance: adminGrievanceView(answered) });
  });

  return app;
}
