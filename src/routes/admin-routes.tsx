import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { REQUEST_STATUSES } from '../core/request-status';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { adminRedirect, requireAdmin } from './require-admin';
import { rootRoute } from './root';

// The admin console: client-only pages without the site header and footer, each loaded on demand,
// so none of it reaches the public pages' first load. One guarded layout route covers every page.
const adminConsole = () => import('../features/admin/admin-console');
const AdminLoginPage = lazyRouteComponent(adminConsole, 'AdminLoginPage');
const AdminLayout = lazyRouteComponent(adminConsole, 'AdminLayout');
const RequestsPage = lazyRouteComponent(adminConsole, 'RequestsPage');
const DeskRequestPage = lazyRouteComponent(adminConsole, 'DeskRequestPage');
const ServicesPage = lazyRouteComponent(adminConsole, 'ServicesPage');
const FeedbackPage = lazyRouteComponent(adminConsole, 'FeedbackPage');
const GrievancesPage = lazyRouteComponent(adminConsole, 'GrievancesPage');
const DeskGrievancePage = lazyRouteComponent(adminConsole, 'DeskGrievancePage');
const ActivityPage = lazyRouteComponent(adminConsole, 'ActivityPage');
const AdminsPage = lazyRouteComponent(adminConsole, 'AdminsPage');
const SummaryPage = lazyRouteComponent(adminConsole, 'SummaryPage');
const DropOffPage = lazyRouteComponent(adminConsole, 'DropOffPage');
const UnmatchedPage = lazyRouteComponent(adminConsole, 'UnmatchedPage');

const head = () => pageHead(t('admin.metaTitle'), t('admin.login.metaDescription'));

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  staticData: { shell: false },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: adminRedirect(search.redirect) }),
  // The console's code (and its texts, which the title uses) comes first.
  beforeLoad: async () => void (await adminConsole()),
  head: () => pageHead(t('admin.login.metaTitle'), t('admin.login.metaDescription')),
  component: function AdminLoginRoute() {
    const { redirect: to } = adminLoginRoute.useSearch();
    return <AdminLoginPage redirectTo={to} />;
  },
});

/** The address the portal always had for the console. */
export const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/dashboard',
  staticData: { shell: false },
  beforeLoad: () => {
    throw redirect({ to: '/admin/requests' });
  },
});

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  staticData: { shell: false },
  beforeLoad: ({ location }) => requireAdmin(location, adminConsole),
  head,
  component: function AdminRoute() {
    const { admin } = adminRoute.useRouteContext();
    return (
      <AdminLayout admin={admin}>
        <Outlet />
      </AdminLayout>
    );
  },
});

const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/requests' });
  },
});

export interface RequestSearch {
  q?: string;
  status?: (typeof REQUEST_STATUSES)[number];
  service?: string;
  from?: string;
  to?: string;
  /** Absent: the due order (overdue first). */
  sort?: 'newest';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : undefined);
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** The filters live in the address (a link or reload keeps them); anything odd is dropped, never an error. */
function requestSearch(search: Record<string, unknown>): RequestSearch {
  const status = REQUEST_STATUSES.find((s) => s === search.status);
  return { q: text(search.q, 40), status, service: text(search.service, 80), from: day(search.from), to: day(search.to), sort: search.sort === 'newest' ? 'newest' : undefined };
}

export const adminRequestsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'requests',
  validateSearch: requestSearch,
  component: function AdminRequestsRoute() {
    return <RequestsPage filters={adminRequestsRoute.useSearch()} />;
  },
});

const adminRequestRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'requests/$requestId',
  component: function AdminRequestRoute() {
    const { requestId } = adminRequestRoute.useParams();
    return <DeskRequestPage requestId={requestId} />;
  },
});

const adminServicesRoute = createRoute({ getParentRoute: () => adminRoute, path: 'services', component: ServicesPage });

const adminFeedbackRoute = createRoute({ getParentRoute: () => adminRoute, path: 'feedback', component: FeedbackPage });

const adminGrievancesRoute = createRoute({ getParentRoute: () => adminRoute, path: 'grievances', component: GrievancesPage });

const adminGrievanceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'grievances/$reference',
  component: function AdminGrievanceRoute() {
    const { reference } = adminGrievanceRoute.useParams();
    return <DeskGrievancePage reference={reference} />;
  },
});

const adminActivityRoute = createRoute({ getParentRoute: () => adminRoute, path: 'activity', component: ActivityPage });

const adminAdminsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'admins',
  component: function AdminAdminsRoute() {
    const { admin } = adminAdminsRoute.useRouteContext();
    return <AdminsPage me={admin.username} />;
  },
});

const adminSummaryRoute = createRoute({ getParentRoute: () => adminRoute, path: 'summary', component: SummaryPage });

const adminDropOffRoute = createRoute({ getParentRoute: () => adminRoute, path: 'drop-off', component: DropOffPage });

const adminWhatsAppRoute = createRoute({ getParentRoute: () => adminRoute, path: 'whatsapp', component: UnmatchedPage });

export const adminChildRoutes = [adminIndexRoute, adminRequestsRoute, adminRequestRoute, adminServicesRoute, adminFeedbackRoute, adminGrievancesRoute, adminGrievanceRoute, adminActivityRoute, adminAdminsRoute, adminWhatsAppRoute, adminSummaryRoute, adminDropOffRoute];
