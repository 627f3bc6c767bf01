import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// An islands page (search-route-page.tsx), built as the template the server fills with a query's
// results (docs/decisions.md, "The service search").
export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  head: () => pageHead(t('serviceSearch.title'), t('serviceSearch.metaDescription')),
  staticData: { islands: true },
  component: lazyRouteComponent(() => import('./search-route-page')),
});
