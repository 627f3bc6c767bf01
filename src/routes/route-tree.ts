import { adminChildRoutes, adminDashboardRoute, adminLoginRoute, adminRoute } from './admin-routes';
import { forgotPasswordRoute, loginRoute, signupRoute } from './auth-routes';
import { licenceCategoryRoute, partnerServicesRoute, rtoAssistanceRoute, vehicleCategoryRoute } from './category-routes';
import { contactRoute } from './contact-route';
import { dashboardChildRoutes, dashboardRoute, profileRoute } from './dashboard-routes';
import { insuranceRoute, partnerEntryRoute, rtoEntryRoute, serviceEntryRoute } from './entry-routes';
import { fixLinkRoute } from './fix-link-route';
import { grievanceRoute } from './grievance-route';
import { indexRoute } from './index';
import { privacyRoute, termsRoute } from './legal-routes';
import { rootRoute } from './root';
import { searchRoute } from './search-route';
import { sitemapRoute } from './sitemap-route';
import { trackRoute } from './track-route';
import { vehicleDetailsRoute } from './vehicle-details';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  signupRoute,
  forgotPasswordRoute,
  dashboardRoute.addChildren(dashboardChildRoutes),
  profileRoute,
  adminLoginRoute,
  adminDashboardRoute,
  adminRoute.addChildren(adminChildRoutes),
  vehicleCategoryRoute,
  licenceCategoryRoute,
  serviceEntryRoute,
  rtoAssistanceRoute,
  rtoEntryRoute,
  partnerServicesRoute,
  partnerEntryRoute,
  insuranceRoute,
  privacyRoute,
  termsRoute,
  grievanceRoute,
  sitemapRoute,
  trackRoute,
  fixLinkRoute,
  contactRoute,
  searchRoute,
  vehicleDetailsRoute,
]);
