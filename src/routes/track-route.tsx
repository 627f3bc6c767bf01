import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// An islands page (track-route-page.tsx); its code loads with the route, not with every page. The
// form reads `?serviceNumber=` from the address itself (track-form.tsx), the same as an island and
// inside the whole-page app.
export const trackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/track',
  head: () => pageHead(t('track.title'), t('track.metaDescription')),
  staticData: { islands: true },
  component: lazyRouteComponent(() => import('./track-route-page')),
});
