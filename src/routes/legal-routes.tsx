import { createRoute, lazyRouteComponent, useLoaderData } from '@tanstack/react-router';
import { pageHead } from './page-head';
import { rootRoute } from './root';
import { routeComponent } from './route-component';

// The legal pages show without the site header and footer; they bring their own top bar.
// Their text and page code load with the route, not with every page of the portal. They are islands
// pages without an island: nothing on them needs React in the browser (links only; the language
// link's remembered choice is the islands entry's delegated listener), so none of it hydrates.
const LegalPage = lazyRouteComponent(() => import('../features/legal/legal-page'), 'LegalPage');

type LegalPath = '/privacy-policy' | '/terms-of-service';

const legalRoute = <TPath extends LegalPath>(path: TPath, kind: 'privacy' | 'terms') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { shell: false, islands: true },
    loader: async () => ({ kind, doc: (await import('../features/legal/content/select-content')).legalDocument(kind) }),
    head: ({ loaderData }) => (loaderData ? pageHead(loaderData.doc.title, loaderData.doc.description) : {}),
    component: routeComponent(() => <LegalRoute from={path} />, LegalPage),
  });

/** Reads the loader's data through the router's types: a change to the route or its loader is a type error here. */
function LegalRoute({ from }: { from: LegalPath }) {
  const { kind, doc } = useLoaderData({ from });
  return <LegalPage kind={kind} doc={doc} />;
}

export const privacyRoute = legalRoute('/privacy-policy', 'privacy');
export const termsRoute = legalRoute('/terms-of-service', 'terms');
