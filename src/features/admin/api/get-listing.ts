// GET /api/admin/listing: the categories and every card in display order, catalogue entries and links.
import { apiFetch } from '../../../shared/api/client';
import type { AdminListing } from '../../../shared/api/answers';
import * as API from '../../../core/api-paths';

export async function getAdminListing(signal?: AbortSignal): Promise<AdminListing> {
  return apiFetch<AdminListing>(API.adminListing, { signal });
}
