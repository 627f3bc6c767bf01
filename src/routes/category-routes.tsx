import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The listing pages load their code with the route, not with every page of the portal; each is an
// islands page (listing-route-pages.tsx).
const pages = () => import('./listing-route-pages');
const VehicleCategoryRoutePage = lazyRouteComponent(pages, 'VehicleCategoryRoutePage');
const LicenceCategoryRoutePage = lazyRouteComponent(pages, 'LicenceCategoryRoutePage');
const RtoAssistanceRoutePage = lazyRouteComponent(pages, 'RtoAssistanceRoutePage');
const PartnerServicesRoutePage = lazyRouteComponent(pages, 'PartnerServicesRoutePage');

export const vehicleCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/vehicle',
  head: () => pageHead(t('category.vehicle.title'), t('category.vehicle.text')),
  staticData: { islands: true },
  component: VehicleCategoryRoutePage,
});

export const licenceCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/driving-licence',
  head: () => pageHead(t('category.licence.title'), t('category.licence.text')),
  staticData: { islands: true },
  component: LicenceCategoryRoutePage,
});

export const rtoAssistanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rto-assistance',
  head: () => pageHead(t('rto.title'), t('rto.text')),
  staticData: { islands: true },
  component: RtoAssistanceRoutePage,
});

export const partnerServicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vehicle-services',
  head: () => pageHead(t('partners.title'), t('partners.text')),
  staticData: { islands: true },
  component: PartnerServicesRoutePage,
});
