import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { PageLoading } from '../shared/ui/page-loading';
import { routeTree } from '../routes/route-tree';

/**
 * The portal's router. The browser makes one over its own history; the build makes one per
 * prerendered page over a memory history, with no scroll restoration (on the server that would
 * write an inline script into the page, which the Content-Security-Policy refuses). Routes are
 * written without the language prefix; the router adds and strips it.
 */
export function createAppRouter(options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    // What a page the browser draws shows while its code arrives (its parts are loaded on demand),
    // or while its data takes longer than a second: a loading notice, never a blank screen.
    defaultPendingComponent: PageLoading,
    scrollRestoration: options.scrollRestoration === false ? false : leaveScrolledFirstPage(),
    history: options.history,
    // The Telugu build is served under /te/ (vite.config.ts `base`): its links and paths carry /te.
    basepath: import.meta.env.BASE_URL.replace(/(.)\/$/, '$1'),
  });
}

/**
 * The router resets the scroll (or restores a remembered one) each time it renders a new location,
 * the first one included. But the first is the page the browser loaded, prerendered and on screen
 * before the code: a visitor who has scrolled it already would be thrown back to the top when the
 * app starts, their tap landing on whatever moved under their finger. So a page already scrolled at
 * that first render is left where it is; later navigations reset or restore as usual.
 */
function leaveScrolledFirstPage(): () => boolean {
  let first = true;
  return () => {
    const scrolledFirstPage = first && window.scrollY > 0;
    first = false;
    return !scrolledFirstPage;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
