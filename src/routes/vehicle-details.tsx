import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

export const vehicleDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vehicle-details',
  validateSearch: vehicleSearch,
  head: () => pageHead(t('details.metaTitle'), t('details.metaDescription')),
  // Reached only from a search: its code stays out of the home page's bundle.
  component: lazyRouteComponent(() => import('./vehicle-details-page')),
});

/** Keeps ?number= as text (the router reads 1234 as a number); anything else is dropped, never an error. */
function vehicleSearch(search: Record<string, unknown>): { number?: string } {
  const value = search.number;
  if ((typeof value === 'string' || typeof value === 'number') && String(value).length <= 40) return { number: String(value) };
  return {};
}
