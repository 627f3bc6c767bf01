// GET /api/admin/requests/export.csv: the filtered list as a CSV file. The browser downloads it from
// a plain link (the session cookie goes along), so the file never passes through script memory.
import type { RequestFilters } from './get-requests';
import { queryString } from './query-string';

export function requestsExportUrl(filters: RequestFilters): string {
  return `/api/admin/requests/export.csv${queryString({ ...filters })}`;
}
