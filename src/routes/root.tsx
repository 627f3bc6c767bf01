import { createRootRoute, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { site } from '../catalog/client';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { tx } from '../shared/i18n/localize';
import { canonicalUrl } from '../shared/site-url';
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
  // Every page's canonical address and Open Graph frame; each page adds its own title and description.
  head: ({ matches }) => {
    const url = canonicalUrl(matches.at(-1)?.pathname ?? '/');
    return {
      meta: [
        { title: tx(site.name) },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: tx(site.name) },
        { property: 'og:url', content: url },
      ],
      links: [{ rel: 'canonical', href: url }],
    };
  },
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
