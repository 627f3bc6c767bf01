import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import type { MessageKey } from '../shared/i18n/en';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { requireUser } from './require-user';
import { rootRoute } from './root';
import { preloadMatchedComponents, routeComponent, type RouteMatches } from './route-component';

// The signed-in area: one guarded layout route (the guard runs for every page below it), pages
// loaded on demand, and no site header or footer.
const DashboardLayout = lazyRouteComponent(() => import('../features/dashboard/dashboard-layout'), 'DashboardLayout');
const DashboardHome = lazyRouteComponent(() => import('../features/dashboard/dashboard-home'), 'DashboardHome');
const ApplicationsPage = lazyRouteComponent(() => import('../features/dashboard/applications-page'), 'ApplicationsPage');
const ActivitiesPage = lazyRouteComponent(() => import('../features/dashboard/activities-page'), 'ActivitiesPage');
const VehiclesPage = lazyRouteComponent(() => import('../features/dashboard/vehicles-page'), 'VehiclesPage');
const RemindersPage = lazyRouteComponent(() => import('../features/dashboard/reminders-page'), 'RemindersPage');
const SettingsPage = lazyRouteComponent(() => import('../features/dashboard/settings-page'), 'SettingsPage');
const PaymentsPage = lazyRouteComponent(() => import('../features/dashboard/payments-page'), 'PaymentsPage');
const ProfileDetails = lazyRouteComponent(() => import('../features/dashboard/profile-details'), 'ProfileDetails');

const loaders = () => import('../features/dashboard/route-loaders');
const description = () => t('dash.metaDescription');
const head = (title: MessageKey) => () => pageHead(t(title), description());

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { shell: false },
  // The return type is written out: inferred, it would go through `matches`, whose type is the route
  // tree this route is part of.
  beforeLoad: (context): ReturnType<typeof requireUser> => requireUser(context, preloadSignedInPages),
  component: routeComponent(
    function DashboardRoute() {
      const { user } = dashboardRoute.useRouteContext();
      return (
        <DashboardLayout user={user}>
          <Outlet />
        </DashboardLayout>
      );
    },
    DashboardLayout,
  ),
});

const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  // Not awaited: the page shows at once and its cards fill in as the answers arrive.
  loader: () => ({ data: loaders().then((m) => m.loadDashboardData()) }),
  head: () => pageHead(t('dash.metaTitle'), description()),
  component: routeComponent(
    function DashboardIndexRoute() {
      const { user } = dashboardIndexRoute.useRouteContext();
      const { data } = dashboardIndexRoute.useLoaderData();
      return <DashboardHome user={user} data={data} />;
    },
    DashboardHome,
  ),
});

const applicationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'applications',
  loader: async () => (await loaders()).loadRequests(),
  head: head('dash.applicationsPage.title'),
  component: routeComponent(
    function ApplicationsRoute() {
      const { user } = applicationsRoute.useRouteContext();
      return <ApplicationsPage user={user} first={applicationsRoute.useLoaderData()} />;
    },
    ApplicationsPage,
  ),
});

const activitiesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'activities',
  loader: async () => (await loaders()).loadRequests(),
  head: head('dash.activitiesPage.title'),
  component: routeComponent(
    function ActivitiesRoute() {
      return <ActivitiesPage first={activitiesRoute.useLoaderData()} />;
    },
    ActivitiesPage,
  ),
});

const vehiclesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'vehicles',
  loader: async () => (await loaders()).loadVehicles(),
  head: head('dash.vehiclesPage.title'),
  component: routeComponent(
    function VehiclesRoute() {
      return <VehiclesPage loaded={vehiclesRoute.useLoaderData()} />;
    },
    VehiclesPage,
  ),
});

const remindersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'reminders',
  loader: async () => (await loaders()).loadVehicles(),
  head: head('dash.remindersPage.title'),
  component: routeComponent(
    function RemindersRoute() {
      return <RemindersPage loaded={remindersRoute.useLoaderData()} />;
    },
    RemindersPage,
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'settings',
  loader: async () => (await loaders()).loadSettings(),
  head: head('dash.settingsPage.title'),
  component: routeComponent(
    function SettingsRoute() {
      const { user } = settingsRoute.useRouteContext();
      return <SettingsPage user={user} loaded={settingsRoute.useLoaderData()} />;
    },
    SettingsPage,
  ),
});

const paymentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'payments',
  head: head('dash.paymentsPage.title'),
  component: PaymentsPage,
});

/** The code of the signed-in pages a visit matched and of their loaders, loading while the guard asks who is signed in. */
function preloadSignedInPages(matches: RouteMatches) {
  preloadMatchedComponents(matches, [dashboardRoute, ...dashboardChildRoutes]);
  // A failure is the loader's to report: it imports the module again.
  loaders().catch(() => undefined);
}

const dashboardProfileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'profile',
  head: () => pageHead(t('profile.metaTitle'), t('profile.metaDescription')),
  component: routeComponent(
    function DashboardProfileRoute() {
      const { user } = dashboardProfileRoute.useRouteContext();
      return <ProfileDetails user={user} />;
    },
    ProfileDetails,
  ),
});

/** The pages inside the dashboard's frame (route-tree.ts adds them to its layout route). */
export const dashboardChildRoutes = [dashboardIndexRoute, applicationsRoute, activitiesRoute, vehiclesRoute, remindersRoute, settingsRoute, paymentsRoute, dashboardProfileRoute];

/**
 * /profile, the address of the header's user menu: the dashboard's profile page, so the one page has
 * one address and its tab shows as the current one.
 */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  staticData: { shell: false },
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/profile' });
  },
});
