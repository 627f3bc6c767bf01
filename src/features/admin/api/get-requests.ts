// GET /api/admin/requests: the desk's list, newest first, filtered and one page at a time.
import { apiFetch } from '../../../shared/api/client';
import type { AdminRequest, AdminRequestPage } from '../../../shared/api/answers';
import type { Page } from '../../../shared/paging/use-more';
import { queryString } from './query-string';

export interface RequestFilters {
  q?: string;
  status?: string;
  service?: string;
  from?: string;
  to?: string;
}

export async function getRequests(filters: RequestFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<AdminRequest>> {
  const data = await apiFetch<AdminRequestPage>(`/admin/requests${queryString({ ...filters, cursor })}`, { signal });
  return { items: data.requests, nextCursor: data.nextCursor };
}
