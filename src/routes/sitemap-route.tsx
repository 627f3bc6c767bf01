import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

export const sitemapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sitemap',
  head: () => pageHead(t('sitemap.title'), t('sitemap.text')),
  component: lazyRouteComponent(() => import('../features/sitemap/sitemap-page'), 'SitemapPage'),
});
