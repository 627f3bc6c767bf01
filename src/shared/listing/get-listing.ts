// GET /api/listing: the admins' run-time changes to the listing, asked once per page load, when the
// browser is idle after the first paint, and shared by every reader (the islands entry's
// `listing-changes` trigger and useListing). A plain fetch, not apiFetch: the trigger asks before any
// island wakes, so this must not bring React, the catalogue or the API client's dictionary with it;
// and a failed call has nothing to say: the bundled listing simply stays.
import { whenIdle } from '../when-idle';
import { isUnchanged, NO_CHANGES, readListingChanges, type ListingChanges } from './listing-changes';
import * as API from '../../core/api-paths';
import { apiUrl } from '../../core/api-url';

let asked: Promise<ListingChanges> | undefined;

async function fetchListing(): Promise<ListingChanges> {
  try {
    const response = await fetch(apiUrl(API.listing), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return response.ok ? readListingChanges(await response.json()) : NO_CHANGES;
  } catch {
    return NO_CHANGES;
  }
}

export function getListing(): Promise<ListingChanges> {
  asked ??= new Promise<void>((idle) => whenIdle(idle, { timeout: 1500, fallback: 200 })).then(fetchListing);
  return asked;
}

/** Whether admins changed anything this page lists (the islands that only show such changes wake then). */
export async function listingHasChanges(): Promise<boolean> {
  return !isUnchanged(await getListing());
}
