// The listing's categories: the catalogue's four listings (site.yaml `listings`) under the names the
// API uses, plus `other` for entries no listing shows (the insurance page). Link cards (the API's
// services) belong to `vehicle` or `driving-licence`, the categories a service record may name.
import type { ListingId } from '../../catalog/types';
import type { MessageKey } from '../i18n/en';

export type CategoryId = 'vehicle' | 'driving-licence' | 'rto' | 'partners' | 'other';

export interface ListingCategory {
  id: CategoryId;
  /** The catalogue listing it shows; none for `other`. */
  listing: ListingId | null;
  title: MessageKey;
}

export const LISTING_CATEGORIES: readonly ListingCategory[] = [
  { id: 'vehicle', listing: 'vehicle-services', title: 'category.vehicle.title' },
  { id: 'driving-licence', listing: 'driving-licence-services', title: 'category.licence.title' },
  { id: 'rto', listing: 'rto', title: 'rto.title' },
  { id: 'partners', listing: 'partners', title: 'footer.partnerServices' },
  { id: 'other', listing: null, title: 'sitemap.other' },
];

export const CATEGORY_IDS: readonly CategoryId[] = LISTING_CATEGORIES.map((c) => c.id);

export const isCategoryId = (value: unknown): value is CategoryId => (CATEGORY_IDS as readonly unknown[]).includes(value);
