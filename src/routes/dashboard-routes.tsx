import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { DashboardSection } from '../features/dashboard/dashboard-empty-page';
import { loadQuickActions } from '../features/dashboard/quick-actions';
import type { MessageKey } from '../shared/i18n/en';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { requireUser } from './require-user';
import { rootRoute } from './root';

// The signed-in area: one guarded layout route (the guard runs for every page below it), pages
// loaded on demand, and no site header or footer.
const DashboardLayout = lazyRouteComponent(() => import('../features/dashboard/dashboard-layout'), 'DashboardLayout');
const DashboardHome = lazyRouteComponent(() => import('../features/dashboard/dashboard-home'), 'DashboardHome');
const DashboardEmptyPage = lazyRouteComponent(() => import('../features/dashboard/dashboard-empty-page'), 'DashboardEmptyPage');
const ProfileDetails = lazyRouteComponent(() => import('../features/dashboard/profile-details'), 'ProfileDetails');

const description = () => t('dash.metaDescription');

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { shell: false },
  beforeLoad: requireUser,
  component: function DashboardRoute() {
    const { user } = dashboardRoute.useRouteContext();
    return (
      <DashboardLayout user={user}>
        <Outlet />
      </DashboardLayout>
    );
  },
});

export const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  // Not awaited: the page shows at once and Quick Actions fill in when the list arrives.
  loader: () => ({ quickActions: loadQuickActions() }),
  head: () => pageHead(t('dash.metaTitle'), description()),
  component: function DashboardIndexRoute() {
    const { user } = dashboardIndexRoute.useRouteContext();
    const { quickActions } = dashboardIndexRoute.useLoaderData();
    return <DashboardHome user={user} quickActions={quickActions} />;
  },
});

const sectionTitles: Record<DashboardSection, MessageKey> = {
  vehicles: 'dash.vehiclesPage.title',
  applications: 'dash.applicationsPage.title',
  reminders: 'dash.remindersPage.title',
  activities: 'dash.activitiesPage.title',
  payments: 'dash.paymentsPage.title',
  settings: 'dash.settingsPage.title',
};

const sectionRoute = (section: DashboardSection) =>
  createRoute({
    getParentRoute: () => dashboardRoute,
    path: section,
    head: () => pageHead(t(sectionTitles[section]), description()),
    component: () => <DashboardEmptyPage section={section} />,
  });

export const dashboardSectionRoutes = (Object.keys(sectionTitles) as DashboardSection[]).map(sectionRoute);

export const dashboardProfileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'profile',
  head: () => pageHead(t('profile.metaTitle'), t('profile.metaDescription')),
  component: function DashboardProfileRoute() {
    const { user } = dashboardProfileRoute.useRouteContext();
    return <ProfileDetails user={user} />;
  },
});

/** /profile (the header's user menu): the same details in the same signed-in frame. */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  staticData: { shell: false },
  beforeLoad: requireUser,
  head: () => pageHead(t('profile.metaTitle'), t('profile.metaDescription')),
  component: function ProfileRoute() {
    const { user } = profileRoute.useRouteContext();
    return (
      <DashboardLayout user={user}>
        <ProfileDetails user={user} />
      </DashboardLayout>
    );
  },
});
