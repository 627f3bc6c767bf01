// The portal's fixed pages (those not generated from catalogue entries), in one list that the
// /sitemap page and the build's sitemap.xml both read. Pure data: no imports, usable in the browser,
// the Vite plugin and tests alike.

export type SitePageId =
  | 'home'
  | 'vehicleCategory'
  | 'licenceCategory'
  | 'rtoAssistance'
  | 'partnerServices'
  | 'insurance'
  | 'track'
  | 'contact'
  | 'search'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'dashboard'
  | 'privacy'
  | 'terms'
  | 'grievance'
  | 'sitemap';

export type SitePageGroup = 'main' | 'account' | 'legal';

export interface SitePage {
  id: SitePageId;
  path: string;
  group: SitePageGroup;
  /** Listed in sitemap.xml. Account pages are not: they hold nothing for a search engine to index. */
  index: boolean;
  /**
   * Written as a complete HTML file by the build (see public-pages.ts). False for pages that show
   * the signed-in visitor's own data: the server answers those with the app shell.
   */
  prerender: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  { id: 'home', path: '/', group: 'main', index: true, prerender: true },
  { id: 'vehicleCategory', path: '/services/vehicle', group: 'main', index: true, prerender: true },
  { id: 'licenceCategory', path: '/services/driving-licence', group: 'main', index: true, prerender: true },
  { id: 'rtoAssistance', path: '/rto-assistance', group: 'main', index: true, prerender: true },
  { id: 'partnerServices', path: '/vehicle-services', group: 'main', index: true, prerender: true },
  { id: 'insurance', path: '/vehicle-insurance', group: 'main', index: true, prerender: true },
  { id: 'track', path: '/track', group: 'main', index: true, prerender: true },
  { id: 'contact', path: '/contact', group: 'main', index: true, prerender: true },
  // Written as the template the server fills with a query's results (public-pages.ts, searchTemplateFile).
  { id: 'search', path: '/search', group: 'main', index: true, prerender: true },
  { id: 'login', path: '/login', group: 'account', index: false, prerender: true },
  { id: 'signup', path: '/signup', group: 'account', index: false, prerender: true },
  { id: 'forgotPassword', path: '/forgot-password', group: 'account', index: false, prerender: true },
  { id: 'dashboard', path: '/dashboard', group: 'account', index: false, prerender: false },
  { id: 'privacy', path: '/privacy-policy', group: 'legal', index: true, prerender: true },
  { id: 'terms', path: '/terms-of-service', group: 'legal', index: true, prerender: true },
  { id: 'grievance', path: '/grievance', group: 'legal', index: true, prerender: true },
  { id: 'sitemap', path: '/sitemap', group: 'legal', index: true, prerender: true },
];

/**
 * Paths (and everything under them) that only the browser can render: the signed-in areas and the
 * vehicle details page, which shows what its ?number= asks for. Both servers answer them with the
 * app shell (dist/app-shell.html); any other path without a file is a 404.
 */
export const CLIENT_ONLY_PATHS: readonly string[] = ['/dashboard', '/profile', '/admin', '/vehicle-details'];

/** Paths robots.txt asks crawlers to stay out of: the API and the signed-in areas. */
export const ROBOTS_DISALLOW: readonly string[] = ['/api/', '/admin', '/dashboard'];
