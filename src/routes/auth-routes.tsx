import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { safeRedirect } from '../features/auth/safe-redirect';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The account pages show without the site header and footer and load their code only
// when visited. They are islands pages: each form is one island, which reads the query itself.
const LoginPage = lazyRouteComponent(() => import('../features/auth/login-page'), 'LoginPage');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { shell: false, islands: true },
  // Only a same-site path survives: anything else is dropped rather than shown as an error. The key
  // stays (as undefined) because the router merges the raw query under what this returns.
  // `reset=done`: sent on from a password reset, whose success the login page keeps saying.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reset?: 'done' } => ({
    redirect: safeRedirect(search.redirect),
    reset: search.reset === 'done' ? 'done' : undefined,
  }),
  head: () => pageHead(t('login.metaTitle'), t('login.metaDescription')),
  component: LoginPage,
});

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  staticData: { shell: false, islands: true },
  head: () => pageHead(t('signup.metaTitle'), t('signup.metaDescription')),
  component: lazyRouteComponent(() => import('../features/auth/signup-page'), 'SignupPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: { shell: false, islands: true },
  head: () => pageHead(t('reset.metaTitle'), t('reset.metaDescription')),
  component: lazyRouteComponent(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
});
