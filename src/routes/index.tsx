import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () => pageHead(t('home.metaTitle'), t('home.metaDescription')),
  staticData: { islands: true },
  // The home page's code (its sections, statistics, contact and feedback, the chat button) loads with
  // the page, not with every other page of the portal.
  component: lazyRouteComponent(() => import('./home-route-page')),
});
