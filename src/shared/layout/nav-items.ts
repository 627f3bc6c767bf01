// What the header (desktop menus and the small-screen panel) and the footer link to, in one place.
import { site } from '../../catalog/client';
import { t } from '../i18n/t';
import type { LiveCard, LiveListing } from '../listing/merge-listing';

export interface ServiceGroup {
  id: string;
  title: string;
  /** The category page: the group's 'View all' link. */
  to: string;
  cards: LiveCard[];
}

/** The Services dropdown's two groups, from the live listing (src/shared/listing/use-listing.ts). */
export function serviceGroups(listing: LiveListing): ServiceGroup[] {
  return [
    { id: 'vehicle', title: t('category.vehicle.title'), to: '/services/vehicle', cards: listing.cards.vehicle },
    { id: 'licence', title: t('category.licence.title'), to: '/services/driving-licence', cards: listing.cards['driving-licence'] },
  ];
}

export interface InsuranceLink {
  id: string;
  label: string;
  url: string;
}

/** Bike and car insurance: the partner's quote pages (opened in a new tab). */
export function insuranceLinks(): InsuranceLink[] {
  return [
    { id: 'bike', label: t('nav.bikeInsurance'), url: site.links.bikeInsurance?.url ?? '' },
    { id: 'car', label: t('nav.carInsurance'), url: site.links.carInsurance?.url ?? '' },
  ].filter((link) => link.url !== '');
}

/** The home page sections the header's links scroll to (ids set by the home page). */
export const HOME_SECTIONS = { about: 'about', services: 'services', insurance: 'insurance' } as const;
