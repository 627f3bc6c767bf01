import { createRootRoute, HeadContent, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { site } from '../catalog/client';
import { LANGUAGES, pathInLanguage } from '../core/languages';
import { UnsentRequestsNotice } from '../engine/unsent-requests-notice';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { tx } from '../shared/i18n/localize';
import { currentLanguage } from '../shared/i18n/t';
import { Island } from '../shared/islands/island';
import { canonicalUrl } from '../shared/site-url';
import { PageLocation } from '../shared/layout/page-location';
import { SiteShell } from '../shared/layout/site-shell';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** false: the page is shown without the site's header and footer (insurance, legal, auth pages). */
    shell?: boolean;
    /** true: the page's HTML is hydrated island by island (src/islands.tsx), not as the whole-page app. */
    islands?: boolean;
  }
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  // Every page's canonical address (in its own language), the same page's address in each language
  // (English is the default), and the Open Graph frame; each page adds its own title and description.
  head: ({ matches }) => {
    const path = matches.at(-1)?.pathname ?? '/';
    const url = canonicalUrl(pathInLanguage(path, currentLanguage()));
    const alternates = LANGUAGES.map(({ code }) => ({ rel: 'alternate', hrefLang: code, href: canonicalUrl(pathInLanguage(path, code)) }));
    return {
      meta: [
        { title: tx(site.name) },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: tx(site.name) },
        { property: 'og:url', content: url },
      ],
      links: [{ rel: 'canonical', href: url }, ...alternates, { rel: 'alternate', hrefLang: 'x-default', href: canonicalUrl(pathInLanguage(path, 'en')) }],
    };
  },
});

// Every page with the site's frame names the requests sent offline that have not gone to WhatsApp
// (an island that wakes only where this device keeps one).
const UNSENT_REQUESTS = <Island name="unsent-requests" component={UnsentRequestsNotice} props={{}} hydrate="unsent-request" />;

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.shell === false) });
  const location = useRouterState({ select: (state) => state.location });
  return (
    <PageLocation.Provider value={location}>
      <HeadContent />
      {bare ? <Outlet /> : <SiteShell notices={UNSENT_REQUESTS}><Outlet /></SiteShell>}
    </PageLocation.Provider>
  );
}
