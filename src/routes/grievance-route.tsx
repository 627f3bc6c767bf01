import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// An islands page (grievance-route-page.tsx), linked from the privacy policy's grievance officer and
// every page's footer. Its texts join with its code, which the loader brings before the head reads them.
export const grievanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/grievance',
  staticData: { islands: true },
  loader: async () => void (await import('../shared/i18n/grievance-texts')),
  head: () => pageHead(t('grievance.title'), t('grievance.metaDescription')),
  component: lazyRouteComponent(() => import('./grievance-route-page')),
});
