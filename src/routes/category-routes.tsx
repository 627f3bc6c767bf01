import { createRoute } from '@tanstack/react-router';
import { CategoryPage } from '../features/listings/category-page';
import { PartnerServicesPage } from '../features/listings/partner-services-page';
import { RtoAssistancePage } from '../features/listings/rto-assistance-page';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

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
