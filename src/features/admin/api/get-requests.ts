// GET /api/admin/requests: the desk's list, filtered and one page at a time, in the order the server
// keeps over every request: by due day, overdue first (sort=due), or newest first.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRequest, AdminRequestPage } from '../../../shared/api/answers';
import type { Page } from '../../../shared/paging/use-more';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';

export interface RequestFilters {
  q?: string;
  status?: string;
  service?: string;
  from?: string;
  to?: string;
  /** Absent: the due order. */
  sort?: 'newest';
}

/** The order the list is asked in: dates received list newest first (the due order spans every date). */
export function listOrder(filters: RequestFilters): 'due' | 'newest' {
  return filters.from || filters.to || filters.sort === 'newest' ? 'newest' : 'due';
}

export async function getRequests(filters: RequestFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<AdminRequest>> {
  const data = await apiFetch<AdminRequestPage>(`${API.adminRequests}${queryString({ ...filters, sort: listOrder(filters), cursor })}`, { signal });
  return { items: data.requests, nextCursor: data.nextCursor };
}
