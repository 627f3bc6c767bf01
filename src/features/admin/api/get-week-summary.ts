// GET /api/admin/insights/summary: the last 7 days and the 7 before, for the desk's weekly summary.
import { apiFetch } from '../../../shared/api/client';
import type { WeekSummaries } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getWeekSummary(signal?: AbortSignal): Promise<WeekSummaries> {
  return apiFetch<WeekSummaries>(API.weekSummary, { signal });
}
