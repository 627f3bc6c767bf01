import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The legal pages show without the site header and footer (spec §2); they bring their own top bar.
// Their text and page code load with the route, not with every page of the portal.
const legalRoute = (path: string, kind: 'privacy' | 'terms') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { shell: false },
    loader: async () => ({ kind, doc: (await import('../features/legal/content/select-content')).legalDocument(kind) }),
    head: ({ loaderData }) => (loaderData ? pageHead(loaderData.doc.title, loaderData.doc.description) : {}),
    component: lazyRouteComponent(() => import('./legal-page-route')),
  });

export const privacyRoute = legalRoute('/privacy-policy', 'privacy');
export const termsRoute = legalRoute('/terms-of-service', 'terms');
