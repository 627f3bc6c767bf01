// Once per store: earlier versions copied the catalogue's vehicle and licence cards into the service
// records (the listing admins edited). Now the catalogue is the listing and the records are only
// cards that link elsewhere, so each copy becomes the entry's run-time change (inactive -> paused,
// an edited title, description or icon -> that override) and the copy goes. A record whose link is
// not a card of its category's listing stays: it is a link card. Runs again harmlessly if it was
// interrupted, and never after it finished.
import type { SeedListing } from '../services/catalog-seed';
import type { Store } from '../store/types';

const FOLDED_KEY = 'listing-from-services';

export async function foldCopiedServices(store: Store, listing: SeedListing, now: number): Promise<number> {
  if ((await store.meta.get(FOLDED_KEY)) !== null) return 0;
  const folded = new Set<string>();
  let removed = 0;
  for (const service of await store.services.listAll()) {
    const card = listing[service.category].find((c) => c.link === service.link);
    if (!card) continue;
    // Oldest first: the first copy of an entry carries its changes; later copies only duplicated the card.
    if (!folded.has(card.id)) {
      folded.add(card.id);
      const differs = (value: string, original: string) => (value === original ? null : value);
      await store.listing.patchEntry(
        card.id,
        { paused: !service.active, title: differs(service.title, card.title), description: differs(service.description, card.description), icon: differs(service.icon, card.icon) },
        now,
      );
    }
    if (await store.services.delete(service.id)) removed++;
  }
  await store.meta.setOnce(FOLDED_KEY, new Date(now).toISOString());
  return removed;
}
