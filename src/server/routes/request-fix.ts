// /api/requests/fix: the fix view opens with the token of its link and learns what to ask again
// (the entry, the round, the flags with their reasons: the server holds no answers to give), and
// tells the desk when the visitor sent the correction, which makes the request waiting again.
// The token names the one request (its id) and round; it opens only while that request is needs_fix
// at that round.
import { Hono, type Context } from 'hono';
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
import { readFixToken, type ReadFixToken } from '../tracking/fix-token';
import { trackingKeys } from '../tracking/limit-keys';
import { validateBody } from '../validation/validate';

export function requestFixRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();

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

  /** The request the token opens, with its round; a clear refusal when it opens none. */
  async function openRequest(c: Context): Promise<{ request: ServiceRequest; round: number }> {
    await spendAllowance(deps, trackingKeys.fixIp(clientIp(c, config)), config.tracking.limits.fixPerIp, 'request.too_many');
    const { token } = validateBody('request-fix', await readJson(c));
    if (!config.fixLinkSecret) throw new ApiError(503, 'request.fix_unavailable');
    const payload = readFixToken(token, config.fixLinkSecret, config.now());
    if (payload === 'invalid') throw new ApiError(400, 'request.fix_invalid', { token: 'request.fix_invalid' });
    if (payload === 'expired') throw new ApiError(400, 'request.fix_expired', { token: 'request.fix_expired' });
    const request = await namedRequest(payload);
    if (request === 'ambiguous' || (request && request.serviceNumber !== payload.sn)) {
      throw new ApiError(400, 'request.fix_invalid', { token: 'request.fix_invalid' });
    }
    if (!request || request.status !== 'needs_fix' || request.fixRound !== payload.round) {
      throw new ApiError(409, 'request.fix_used', { token: 'request.fix_used' });
    }
    return { request, round: payload.round };
  }

  app.post('/', failAs('request.fix_failed'), async (c) => {
    const { request, round } = await openRequest(c);
    const reasons = config.tracking.fixReasons;
    const entry = config.tracking.entries?.get(request.entryId);
    const flags = (request.flags ?? []).map((flag) => ({
      target: flag.target,
      reason: reasonTexts(flag, reasons),
      ...('document' in flag.target ? { document: documentTexts(entry, flag.target.document) } : {}),
    }));
    c.header('Cache-Control', 'no-store');
    return answer(c, 'FixAnswer', { entryId: request.entryId, serviceNumber: request.serviceNumber, round, flags });
  });

  app.post('/sent', failAs('request.fix_failed'), async (c) => {
    const { request, round } = await openRequest(c);
    const step = { status: 'waiting' as const, at: config.now(), note: null, reason: null, by: null, fix: { round } };
    // The correction sent ends the pause: the due day moves later by the time it waited.
    const changed = await store.requests.changeStatus(request.id, 'needs_fix', step, dueAfter(request, step, config.tracking));
    if (!changed) throw new ApiError(409, 'request.fix_used', { token: 'request.fix_used' });
    return answer(c, 'FixSent', { serviceNumber: changed.serviceNumber, round, status: changed.status });
  });

  return app;
}
