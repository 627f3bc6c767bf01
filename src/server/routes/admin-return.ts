// POST /api/admin/requests/:id/return: the desk returns a received or in-progress request for
// correction. The flags are checked against its entry, the request moves to needs_fix at the next
// round, and the visitor is sent the fix link (a new code) on its status channels. GET …/:id/fixable lists what
// the desk may flag: the fields and documents the request's case showed.
import type { Context } from 'hono';
import { canMoveTo, statusWords } from '../../core/request-status';
import type { AdminEnv } from '../auth/admin-guard';
import { noteAudit } from '../audit/audit-note';
import type { AppDeps } from '../deps';
import { answer } from '../http/answer';
import { ApiError } from '../http/api-error';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { tellVisitor } from '../notify/tell-visitor';
import type { FixFlag } from '../store/tracking-types';
import { caseAnswers } from '../tracking/case-answers';
import { newFixCode } from '../tracking/fix-code';
import { checkedFlags, presetsFor } from '../tracking/fix-flags';
import { fixInText } from '../tracking/fix-in-text';
import { flaggable } from '../tracking/flaggable';
import { adminRequestView } from '../tracking/request-view';
import { writtenAnswers } from '../tracking/written-answers';
import { validateBody } from '../validation/validate';

const flagWords = (flag: FixFlag) => ('field' in flag.target ? flag.target.field : `"${flag.target.document}"`);

export function returnForFix(deps: AppDeps, notFound: 'request.not_found') {
  const { store, config } = deps;
  return async (c: Context<AdminEnv>) => {
    const id = idParam(c, notFound);
    const body = validateBody('request-return', await readJson(c));
    const current = await store.requests.get(id);
    if (!current) throw new ApiError(404, notFound);
    if (!canMoveTo(current.status, 'needs_fix')) {
      throw new ApiError(400, 'request.transition', undefined, { from: statusWords(current.status), to: statusWords('needs_fix') });
    }
    const entry = config.tracking.entries?.get(current.entryId);
    if (!entry) throw new ApiError(400, 'request.unknown_service');
    const flags = checkedFlags(entry, current.case, config.tracking, body.flags);
    const round = (current.fixRound ?? 0) + 1;
    const step = { status: 'needs_fix' as const, at: config.now(), note: null, reason: null, by: c.get('admin').username, fix: { round, flags } };
    // A new link each round: the one texted for an earlier round opens nothing any more.
    const changed = await store.requests.returnForFix(id, current.status, step, { fixRound: round, flags, ...newFixCode(step.at) });
    if (!changed) throw new ApiError(409, 'request.status_changed');
    noteAudit(c, { detail: `${changed.serviceNumber}: returned for correction (round ${round}): ${flags.map(flagWords).join(', ')}` });
    // The fix link and what to correct, worked out here: the step that tells the visitor only words them.
    const told = await tellVisitor(deps, changed, step, fixInText(deps, changed));
    return answer(c, 'AdminRequestAnswer', { request: adminRequestView(told, config.tracking, config.now()) });
  };
}

/**
 * GET /api/admin/requests/:id/fixable: the fields and documents the desk may flag on this request,
 * the preset reasons that fit each, the answers its case recorded and, for the other fields, what the
 * visitor's WhatsApp messages wrote.
 */
export function fixableOf(deps: AppDeps, notFound: 'request.not_found') {
  const { store, config } = deps;
  return async (c: Context<AdminEnv>) => {
    const request = await store.requests.get(idParam(c, notFound));
    if (!request) throw new ApiError(404, notFound);
    const entry = config.tracking.entries?.get(request.entryId);
    c.header('Cache-Control', 'no-store');
    if (!entry) return answer(c, 'FixableAnswer', { fields: [], documents: [], presets: { fields: {}, documents: [] }, answers: {}, written: {} });
    const shown = flaggable(entry, request.case);
    const presets = {
      fields: Object.fromEntries(shown.fields.map((field) => [field, presetsFor(entry, { field }, config.tracking)])),
      documents: presetsFor(entry, { document: '' }, config.tracking),
    };
    const answers = Object.fromEntries(Object.entries(caseAnswers(entry, request.case)).filter(([field]) => shown.fields.includes(field)));
    // The rest as the visitor's messages on this request wrote them, newest first.
    const incoming = (await store.whatsapp.thread(request)).filter((m) => m.direction === 'in').map((m) => m.text).reverse();
    const written = writtenAnswers(entry.caseSource.fields ?? [], shown.fields.filter((field) => !(field in answers)), incoming);
    return answer(c, 'FixableAnswer', { ...shown, presets, answers, written });
  };
}
