import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// An islands page (contact-route-page.tsx): the contacts of site.yaml and the contact form, where the
// header's and the footer's Contact links go.
export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: () => pageHead(t('contact.title'), t('contact.text')),
  staticData: { islands: true },
  component: lazyRouteComponent(() => import('./contact-route-page')),
});
