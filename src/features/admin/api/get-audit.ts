// GET /api/admin/audit: what admins did, newest first, filtered and one page at a time (admins only).
import { apiFetch } from '../../../shared/api/client';
import type { AuditEvent, AuditPage } from '../../../shared/api/answers';
import type { Page } from '../../../shared/paging/use-more';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';

export interface AuditFilters {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export async function getAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<AuditEvent>> {
  const data = await apiFetch<AuditPage>(`${API.audit}${queryString({ ...filters, cursor })}`, { signal });
  return { items: data.events, nextCursor: data.nextCursor };
}
