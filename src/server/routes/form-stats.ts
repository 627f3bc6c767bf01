// /api/form-stats: a service form's drop-off counts, one batch per page view, sent with
// navigator.sendBeacon as the visitor leaves. Only field names and whether the form was sent
// arrive; they are checked against the entry and added to the day's counters. No cookie is read
// and nothing per visitor is kept; a per-address allowance bounds the writes.
import { Hono } from 'hono';
import { isLang } from '../../core/languages';
import { spendAllowance } from '../auth/login-throttle';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { failAs } from '../http/fail-as';
import { istDate } from '../http/ist-dates';
import { readJson } from '../http/json-body';
import { WHOLE_FORM, type FieldCounts } from '../store/form-stats-types';
import { validateBody } from '../validation/validate';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const formStatsKey = (ip: string) => `form-stats:ip:${ip}`;

export function formStatsRoutes(deps: AppDeps): Hono {
  const { store, config } = deps;
  const app = new Hono();
  const at = below(API.formStats);

  app.post(at(API.formStats), failAs('form_stats.failed'), async (c) => {
    const body = validateBody('form-stats', await readJson(c));
    // The schema checks the shape of a code; the list says which languages the site has.
    if (!isLang(body.lang)) throw new ApiError(400, 'form_stats.lang_invalid', { lang: 'form_stats.lang_invalid' });
    const entries = config.tracking.entries;
    if (!entries) throw new ApiError(503, 'request.unavailable');
    const entry = entries.get(body.entryId);
    if (!entry?.form) throw new ApiError(400, 'form_stats.unknown_service', { entryId: 'form_stats.unknown_service' });
    for (const list of ['reached', 'invalid'] as const) {
      const unknown = body[list].find((name) => !entry.fields.includes(name));
      if (unknown !== undefined) throw new ApiError(400, 'form_stats.unknown_field', { [list]: 'form_stats.unknown_field' }, { name: unknown });
    }
    await spendAllowance(deps, formStatsKey(clientIp(c, config)), config.tracking.limits.formStatsPerIp, 'form_stats.too_many');

    const invalid = new Set(body.invalid);
    // A field left invalid was shown, whether or not the client listed it as reached.
    const reached = entry.fields.filter((name) => invalid.has(name) || body.reached.includes(name));
    const sent = body.sent ? 1 : 0;
    const counts: FieldCounts[] = [
      { field: WHOLE_FORM, reached: 1, invalid: invalid.size > 0 ? 1 : 0, sent },
      ...reached.map((field) => ({ field, reached: 1, invalid: invalid.has(field) ? 1 : 0, sent })),
    ];
    await store.formStats.add(istDate(config.now()), entry.id, counts);
    return c.body(null, 204);
  });

  return app;
}
