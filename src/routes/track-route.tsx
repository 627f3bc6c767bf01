import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

const TrackPage = lazyRouteComponent(() => import('../features/requests/track-page'), 'TrackPage');

export const trackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/track',
  // A number from the link after sending; anything that is not a short string is dropped, never an error page.
  validateSearch: (search: Record<string, unknown>): { serviceNumber?: string } => ({
    serviceNumber: typeof search.serviceNumber === 'string' && search.serviceNumber.length <= 20 ? search.serviceNumber : undefined,
  }),
  head: () => pageHead(t('track.title'), t('track.metaDescription')),
  component: function TrackRoute() {
    const { serviceNumber } = trackRoute.useSearch();
    return <TrackPage serviceNumber={serviceNumber} />;
  },
});
