// The /sitemap page's groups: the fixed pages (src/catalog/site-pages.ts, the list sitemap.xml also
// reads) and every catalogue page, by listing. A catalogue entry in no listing still gets a link.
import { entries, listings } from '../../catalog/client';
import { SITE_PAGES, type SitePageGroup, type SitePageId } from '../../catalog/site-pages';
import type { ListingId } from '../../catalog/types';
import { tx } from '../../shared/i18n/localize';
import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';

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
  login: 'nav.login',
  signup: 'sitemap.signup',
  forgotPassword: 'sitemap.forgotPassword',
  dashboard: 'nav.dashboard',
  privacy: 'terms.privacy',
  terms: 'terms.termsOfService',
  sitemap: 'footer.sitemap',
};

const GROUP_TITLES: Record<SitePageGroup, MessageKey> = {
  main: 'sitemap.main',
  account: 'sitemap.account',
  legal: 'sitemap.legal',
};

const LISTING_TITLES: Record<ListingId, MessageKey> = {
  'vehicle-services': 'category.vehicle.title',
  'driving-licence-services': 'category.licence.title',
  rto: 'rto.title',
  partners: 'footer.partnerServices',
};

const pageGroup = (group: SitePageGroup): SitemapGroup => ({
  id: group,
  title: t(GROUP_TITLES[group]),
  links: SITE_PAGES.filter((p) => p.group === group).map((p) => ({ to: p.path, label: t(PAGE_LABELS[p.id]) })),
});

export function sitemapGroups(): SitemapGroup[] {
  const listingIds = Object.keys(LISTING_TITLES) as ListingId[];
  const listed = listingIds.map((id) => ({
    id,
    title: t(LISTING_TITLES[id]),
    links: listings[id].map((card) => ({ to: card.link, label: tx(card.title) })),
  }));
  const known = new Set([...SITE_PAGES.map((p) => p.path), ...listed.flatMap((g) => g.links.map((l) => l.to))]);
  const others = entries.filter((e) => !known.has(e.route)).map((e) => ({ to: e.route, label: tx(e.title) }));
  return [
    pageGroup('main'),
    ...listed,
    ...(others.length > 0 ? [{ id: 'other', title: t('sitemap.other'), links: others }] : []),
    pageGroup('account'),
    pageGroup('legal'),
  ];
}
