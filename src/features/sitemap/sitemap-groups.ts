// The /sitemap page's groups: the fixed pages (src/catalog/site-pages.ts, the list sitemap.xml also
// reads) and every card of the live listing, by category. A catalogue entry in no listing still
// gets a link; a paused one gets none.
import { entries } from '../../catalog/client';
import { SITE_PAGES, type SitePageGroup, type SitePageId } from '../../catalog/site-pages';
import { tx } from '../../shared/i18n/localize';
import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import type { CategoryId } from '../../shared/listing/categories';
import type { LiveListing } from '../../shared/listing/merge-listing';

export interface SitemapLink {
  to: string;
  label: string;
}

export interface SitemapGroup {
  id: string;
  title: string;
  links: SitemapLink[];
}

const PAGE_LABELS: Record<SitePageId, MessageKey> = {
  home: 'nav.home',
  vehicleCategory: 'category.vehicle.title',
  licenceCategory: 'category.licence.title',
  rtoAssistance: 'rto.title',
  partnerServices: 'footer.partnerServices',
  insurance: 'insurance.title',
  track: 'track.title',
  contact: 'nav.contact',
  search: 'serviceSearch.title',
  login: 'nav.login',
  signup: 'sitemap.signup',
  forgotPassword: 'sitemap.forgotPassword',
  dashboard: 'nav.dashboard',
  privacy: 'terms.privacy',
  terms: 'terms.termsOfService',
  grievance: 'footer.grievance',
  sitemap: 'footer.sitemap',
};

const GROUP_TITLES: Record<SitePageGroup, MessageKey> = {
  main: 'sitemap.main',
  account: 'sitemap.account',
  legal: 'sitemap.legal',
};

const CATEGORY_TITLES: Record<Exclude<CategoryId, 'other'>, MessageKey> = {
  vehicle: 'category.vehicle.title',
  'driving-licence': 'category.licence.title',
  rto: 'rto.title',
  partners: 'footer.partnerServices',
};

export function sitemapGroups(listing: LiveListing): SitemapGroup[] {
  const pausedRoutes = new Set(entries.filter((e) => listing.paused.has(e.id)).map((e) => e.route));
  const pageGroup = (group: SitePageGroup): SitemapGroup => ({
    id: group,
    title: t(GROUP_TITLES[group]),
    links: SITE_PAGES.filter((p) => p.group === group && !pausedRoutes.has(p.path)).map((p) => ({ to: p.path, label: t(PAGE_LABELS[p.id]) })),
  });
  const categories = Object.keys(CATEGORY_TITLES) as (keyof typeof CATEGORY_TITLES)[];
  const listed = categories.map((id) => ({
    id,
    title: t(CATEGORY_TITLES[id]),
    links: listing.cards[id].map((card) => ({ to: card.link, label: tx(card.title) })),
  }));
  const pages = new Set(SITE_PAGES.map((p) => p.path));
  const others = listing.cards.other.filter((card) => !pages.has(card.link)).map((card) => ({ to: card.link, label: tx(card.title) }));
  return [
    pageGroup('main'),
    ...listed,
    ...(others.length > 0 ? [{ id: 'other', title: t('sitemap.other'), links: others }] : []),
    pageGroup('account'),
    pageGroup('legal'),
  ];
}
