// /api/requests/fix: the fix view opens with the code of its link (`/f/<code>`, or the signed token
// of a `#fix=` link texted before codes) and learns what to ask again (the entry, the round, the
// flags with their reasons, the request's case in place of the answers it does not ask, and what
// the visitor's messages wrote for the flagged ones), and tells the desk when the visitor sent the
// correction, which makes the request waiting again with the corrected case. The code or token names the one request and
// round; it opens only while that request is needs_fix at that round.
import { Hono, type Context } from 'hono';
import { checkedCase } from '../../catalog/checked-case';
import type { CheckedBodies } from '../../shared/api/bodies';
import { spendAllowance } from '../auth/login-throttle';
import type { AppDeps } from '../deps';
import { answer } from '../http/answer';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { failAs } from '../http/fail-as';
import { readJson } from '../http/json-body';
import type { ServiceRequest } from '../store/tracking-types';
import { dueAfter } from '../tracking/desk-index';
import { documentTexts, reasonTexts } from '../tracking/fix-flags';
import { isFixCode } from '../tracking/fix-code';
import { readFixToken, type ReadFixToken } from '../tracking/fix-token';
import { trackingKeys } from '../tracking/limit-keys';
import { validateBody } from '../validation/validate';
import { writtenAnswers } from '../tracking/written-answers';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export function requestFixRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.requestFix);

  /**
   * The one request the token names: by its id, or, for a token made before the id was signed in
   * (no `id`), the only request holding its number; 'ambiguous' when two do, since either could be
   * the link's. That fallback can go FIX_LINK_DAYS after the id was deployed, when the last such
   * token has expired (see ReadFixToken).
   */
  async function namedRequest(payload: ReadFixToken): Promise<ServiceRequest | 'ambiguous' | null> {
    if (payload.id !== undefined) return store.requests.get(payload.id);
    const { items } = await store.requests.search({ serviceNumber: payload.sn }, { limit: 2, cursor: null });
    return items.length > 1 ? 'ambiguous' : (items[0] ?? null);
  }

  /** The request a code opens, with its round: the code is the request's latest and not past its time. */
  async function codedRequest(code: string): Promise<{ request: ServiceRequest | null; round: number }> {
    const request = isFixCode(code) ? await store.requests.byFixCode(code) : null;
    if (!request || request.fixCode !== code || request.fixRound === undefined) throw new ApiError(400, 'request.fix_invalid', { code: 'request.fix_invalid' });
    if (config.now() > (request.fixCodeExp ?? 0)) throw new ApiError(400, 'request.fix_expired', { code: 'request.fix_expired' });
    return { request, round: request.fixRound };
  }

  /** The request the code or token opens, with its round and the checked body; a clear refusal when it opens none. */
  async function openRequest<S extends 'request-fix' | 'request-fix-sent'>(c: Context, schema: S): Promise<{ request: ServiceRequest; round: number; body: CheckedBodies[S] }> {
    await spendAllowance(deps, trackingKeys.fixIp(clientIp(c, config)), config.tracking.limits.fixPerIp, 'request.too_many');
    const body = validateBody(schema, await readJson(c));
    const { request, round } = body.code !== undefined ? await codedRequest(body.code) : await tokenRequest(body.token ?? '');
    if (!request || request.status !== 'needs_fix' || request.fixRound !== round) {
      throw new ApiError(409, 'request.fix_used', { [body.code !== undefined ? 'code' : 'token']: 'request.fix_used' });
    }
    return { request, round, body };
  }

  /** The request a signed token (a `#fix=` link) names, with its round. */
  async function tokenRequest(token: string): Promise<{ request: ServiceRequest | null; round: number }> {
    if (!config.fixLinkSecret) throw new ApiError(503, 'request.fix_unavailable');
    const payload = readFixToken(token, config.fixLinkSecret, config.now());
    if (payload === 'invalid') throw new ApiError(400, 'request.fix_invalid', { token: 'request.fix_invalid' });
    if (payload === 'expired') throw new ApiError(400, 'request.fix_expired', { token: 'request.fix_expired' });
    const request = await namedRequest(payload);
    if (request === 'ambiguous' || (request && request.serviceNumber !== payload.sn)) {
      throw new ApiError(400, 'request.fix_invalid', { token: 'request.fix_invalid' });
    }
    return { request, round: payload.round };
  }

  /**
   * What the visitor's messages on this request wrote for its flagged fields that the case does not
   * record (a licence number): the old answer shown under each question, on a phone without the draft.
   * The link's code was texted to the request's phone, so it shows its owner their own answers.
   */
  async function writtenFlagged(request: ServiceRequest): Promise<Record<string, string>> {
    const entry = config.tracking.entries?.get(request.entryId);
    const flagged = (request.flags ?? []).flatMap((flag) => ('field' in flag.target && !(flag.target.field in (request.case ?? {})) ? [flag.target.field] : []));
    if (!entry || flagged.length === 0) return {};
    const incoming = (await store.whatsapp.thread(request)).filter((m) => m.direction === 'in').map((m) => m.text).reverse();
    return writtenAnswers(entry.caseSource.fields ?? [], flagged, incoming);
  }

  app.post(at(API.requestFix), failAs('request.fix_failed'), async (c) => {
    const { request, round } = await openRequest(c, 'request-fix');
    const reasons = config.tracking.fixReasons;
    const entry = config.tracking.entries?.get(request.entryId);
    const flags = (request.flags ?? []).map((flag) => ({
      target: flag.target,
      reason: reasonTexts(flag, reasons),
      ...('document' in flag.target ? { document: documentTexts(entry, flag.target.document) } : {}),
    }));
    c.header('Cache-Control', 'no-store');
    // The case stands in for the answers the fix view does not ask again: its fees are the request's.
    return answer(c, 'FixAnswer', { entryId: request.entryId, serviceNumber: request.serviceNumber, round, flags, case: request.case ?? {}, written: await writtenFlagged(request) });
  });

  app.post(at(API.requestFixSent), failAs('request.fix_failed'), async (c) => {
    const { request, round, body } = await openRequest(c, 'request-fix-sent');
    const step = { status: 'waiting' as const, at: config.now(), note: null, reason: null, by: null, fix: { round } };
    // The corrected case, checked as a new request's is, takes the place of the request's (its fees
    // follow a corrected choice); none sent, or an entry no longer in the catalogue, keeps it. The
    // correction sent ends the pause: the due day moves later by the time it waited.
    const entry = config.tracking.entries?.get(request.entryId);
    const corrected = body.case && entry ? { case: checkedCase(entry.caseSource, body.case) } : {};
    const dueOn = dueAfter({ ...request, ...corrected }, step, config.tracking);
    const changed = await store.requests.correctionSent(request.id, step, corrected, dueOn);
    if (!changed) throw new ApiError(409, 'request.fix_used', { token: 'request.fix_used' });
    return answer(c, 'FixSent', { serviceNumber: changed.serviceNumber, round, status: changed.status });
  });

  return app;
}
