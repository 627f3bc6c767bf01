import { createRootRoute, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { site } from '../catalog/client';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { tx } from '../shared/i18n/localize';
import { SiteShell } from '../shared/layout/site-shell';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** false: the page is shown without the site's header and footer (insurance, legal, auth pages). */
    shell?: boolean;
  }
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  head: () => ({ meta: [{ title: tx(site.name) }] }),
});

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.shell === false) });
  return (
    <>
      <HeadContent />
      {bare ? <Outlet /> : <SiteShell><Outlet /></SiteShell>}
    </>
  );
}
