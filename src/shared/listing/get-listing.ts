// GET /api/listing: the admins' run-time changes to the listing. A failed call changes nothing: the
// bundled listing simply stays.
import { apiFetch } from '../api/client';
import { NO_CHANGES, readListingChanges, type ListingChanges } from './listing-changes';

export async function getListing(): Promise<ListingChanges> {
  try {
    return readListingChanges(await apiFetch<unknown>('/listing'));
  } catch {
    return NO_CHANGES;
  }
}
