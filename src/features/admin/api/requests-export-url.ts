// GET /api/admin/requests/export.csv: the filtered list as a CSV file. The browser downloads it from
// a plain link (the session cookie goes along), so the file never passes through script memory.
import type { RequestFilters } from './get-requests';
import { queryString } from './query-string';
import * as API from '../../../core/api-paths';
import { apiUrl } from '../../../core/api-url';

export function requestsExportUrl(filters: RequestFilters): string {
  return `${apiUrl(API.adminRequestsExport)}${queryString({ ...filters })}`;
}
