// /api/admin/insights: where visitors give up on a service's form (drop-off counts per question)
// and the desk's week in numbers, for the console's two pages (roles admin and moderator).
import { Hono } from 'hono';
import { requireAdmin, type AdminEnv } from '../auth/admin-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { istDate } from '../http/ist-dates';
import { answer } from '../http/answer';
import { weekSummary } from '../insights/week-summary';
import { WHOLE_FORM } from '../store/form-stats-types';
import type { ServiceRequest } from '../store/tracking-types';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

const DAY_MS = 24 * 3600_000;
const WEEK_MS = 7 * DAY_MS;
/** The periods the drop-off page offers, in days. */
export const DROP_OFF_DAYS = [7, 30] as const;

export function adminInsightRoutes(deps: AppDeps): Hono<AdminEnv> {
  const { store, config } = deps;
  const app = new Hono<AdminEnv>();
  const at = below(API.insights);
  app.use('*', requireAdmin(deps, ['admin', 'moderator']));

  app.get(at(API.dropOff), async (c) => {
    const entry = config.tracking.entries?.get(c.req.query('service') ?? '');
    if (!entry?.form) throw new ApiError(400, 'insights.service', { service: 'insights.service' });
    const days = Number(c.req.query('days') ?? '7');
    if (!DROP_OFF_DAYS.some((d) => d === days)) throw new ApiError(400, 'insights.days', { days: 'insights.days' });
    const now = config.now();
    const from = istDate(now - (days - 1) * DAY_MS);
    const to = istDate(now);
    const counts = new Map((await store.formStats.sum(entry.id, from, to)).map((row) => [row.field, row]));
    const of = (field: string) => {
      const row = counts.get(field);
      return { reached: row?.reached ?? 0, invalid: row?.invalid ?? 0, sent: row?.sent ?? 0 };
    };
    const whole = of(WHOLE_FORM);
    c.header('Cache-Control', 'no-store');
    return answer(c, 'DropOff', {
      service: entry.id,
      days,
      from,
      to,
      views: whole.reached,
      sent: whole.sent,
      fields: entry.fields.map((field) => ({ field, ...of(field) })),
    });
  });

  app.get(at(API.weekSummary), async (c) => {
    const now = config.now();
    const weeks = [now - WEEK_MS, now - 2 * WEEK_MS].map((from) => ({ from, before: from + WEEK_MS }));
    const summaries = await Promise.all(weeks.map(async ({ from, before }) => weekSummary(await recordedBetween(from, before), from, before)));
    c.header('Cache-Control', 'no-store');
    return answer(c, 'WeekSummaries', {
      weeks: summaries.map((w) => ({
        ...w,
        from: new Date(w.from).toISOString(),
        before: new Date(w.before).toISOString(),
      })),
    });
  });

  /** Every request recorded in [from, before), a page at a time. */
  async function recordedBetween(from: number, before: number): Promise<ServiceRequest[]> {
    const all: ServiceRequest[] = [];
    let cursor: string | null = null;
    do {
      const page = await store.requests.search({ from, before }, { limit: 500, cursor });
      all.push(...page.items);
      cursor = page.next;
    } while (cursor !== null);
    return all;
  }

  return app;
}
