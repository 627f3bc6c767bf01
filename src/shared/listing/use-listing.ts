// The listing every public page reads (category pages, header menus, home sections, /sitemap, the
// dashboard's quick actions, entry pages). It renders the bundled catalogue first, so prerendered
// HTML and hydration match and nothing waits for the network; after the first paint it asks the
// API once per page load (get-listing.ts) and, only if an admin changed something, re-renders with the changes.
import { useEffect, useSyncExternalStore } from 'react';
import { entries, listings } from '../../catalog/client';
import { getListing } from './get-listing';
import { isUnchanged, NO_CHANGES } from './listing-changes';
import { catalogueCards, liveListing, type LiveListing } from './merge-listing';

const catalogue = catalogueCards(listings, entries);
const bundled = liveListing(catalogue, NO_CHANGES);

let current = bundled;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function requestChanges(): Promise<void> {
  if (requested) return;
  requested = true;
  const changes = await getListing();
  // Nothing changed: keep the same object, so no component renders again and nothing moves.
  if (isUnchanged(changes)) return;
  current = liveListing(catalogue, changes);
  for (const listener of listeners) listener();
}

export function useListing(): LiveListing {
  const live = useSyncExternalStore(subscribe, () => current, () => bundled);
  useEffect(() => void requestChanges(), []);
  return live;
}
