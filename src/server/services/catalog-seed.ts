// What the server takes from the compiled catalogue: the first listing of service cards (seeded
// into an empty store) and the routes an admin's service link may point at.
import type { Catalog, ListingId, Text } from '../../catalog/types';
import type { ServiceCategory, ServiceFields } from '../store/types';

/** What POST /api/requests checks a recorded request against. */
export interface SeedEntry {
  id: string;
  title: string;
  /** Service numbers of this entry are the prefix and 9 digits; null when it has none. */
  prefix: string | null;
  /** Whether the entry has a form to send (only those make requests). */
  form: boolean;
}

export interface CatalogSeed {
  siteName: string;
  cards: ServiceFields[];
  routes: string[];
  entries: SeedEntry[];
}

const LISTINGS: [ListingId, ServiceCategory][] = [
  ['vehicle-services', 'vehicle'],
  ['driving-licence-services', 'driving-licence'],
];

/** Listing pages that are not catalogue entries but may be linked to. */
const PAGE_ROUTES = ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services', '/vehicle-insurance'];

const english = (t: Text): string => (typeof t === 'string' ? t : t.en);

export function seedFromCatalog(catalog: Catalog): CatalogSeed {
  const cards = LISTINGS.flatMap(([listing, category]) =>
    catalog.listings[listing].map((card) => ({
      category,
      title: english(card.title),
      description: english(card.description),
      icon: card.icon,
      link: card.link,
      active: true,
    })),
  );
  const routes = new Set([...PAGE_ROUTES, ...catalog.entries.map((e) => e.route)]);
  for (const cards of Object.values(catalog.listings)) for (const card of cards) if (card.link.startsWith('/')) routes.add(card.link);
  const entries = catalog.entries.map((e) => ({ id: e.id, title: english(e.source.title), prefix: e.source.prefix ?? null, form: e.form !== null }));
  return { siteName: english(catalog.site.name), cards, routes: [...routes].sort(), entries };
}
