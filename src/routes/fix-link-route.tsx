import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import '../engine/fix-texts';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The page of a short fix link, `/f/<code>`: prerendered once (f.html), which both servers answer for
// every code (src/core/fix-link-path.ts); its island reads the code from the address. An islands page
// whose one island wakes at load: the correction is all the page is for.
export const fixLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/f',
  // Nothing on it for a search engine: each address is one visitor's correction.
  head: () => {
    const head = pageHead(t('fix.pageTitle'), t('fix.pageDescription'));
    return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  staticData: { islands: true },
  component: lazyRouteComponent(() => import('./fix-link-route-page')),
});
