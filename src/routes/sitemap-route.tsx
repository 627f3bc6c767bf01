import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

export const sitemapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sitemap',
  head: () => pageHead(t('sitemap.title'), t('sitemap.text')),
  // An islands page (sitemap-route-page.tsx); its code loads with the route, not with every page.
  staticData: { islands: true },
  component: lazyRouteComponent(() => import('./sitemap-route-page')),
});
