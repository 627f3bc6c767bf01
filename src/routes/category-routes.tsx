import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The listing pages load their code with the route, not with every page of the portal.
const CategoryPage = lazyRouteComponent(() => import('../features/listings/category-page'), 'CategoryPage');
const RtoAssistancePage = lazyRouteComponent(() => import('../features/listings/rto-assistance-page'), 'RtoAssistancePage');
const PartnerServicesPage = lazyRouteComponent(() => import('../features/listings/partner-services-page'), 'PartnerServicesPage');

export const vehicleCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/vehicle',
  head: () => pageHead(t('category.vehicle.title'), t('category.vehicle.text')),
  component: () => <CategoryPage category="vehicle" />,
});

export const licenceCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/driving-licence',
  head: () => pageHead(t('category.licence.title'), t('category.licence.text')),
  component: () => <CategoryPage category="driving-licence" />,
});

export const rtoAssistanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rto-assistance',
  head: () => pageHead(t('rto.title'), t('rto.text')),
  component: RtoAssistancePage,
});

export const partnerServicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vehicle-services',
  head: () => pageHead(t('partners.title'), t('partners.text')),
  component: PartnerServicesPage,
});
