// GET /api/admin/insights/drop-off: a service's drop-off counts per question over 7 or 30 days.
import { apiFetch } from '../../../shared/api/client';
import type { DropOff } from '../../../shared/api/answers';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';

export async function getDropOff(service: string, days: number, signal?: AbortSignal): Promise<DropOff> {
  return apiFetch<DropOff>(`${API.dropOff}${queryString({ service, days })}`, { signal });
}
