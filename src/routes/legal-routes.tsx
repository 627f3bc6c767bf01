import { createRoute } from '@tanstack/react-router';
import { legalContent } from '../features/legal/content/select-content';
import { LegalPage, withSiteName } from '../features/legal/legal-page';
import { pageHead } from './page-head';
import { rootRoute } from './root';

// The legal pages show without the site header and footer (spec §2); they bring their own top bar.
const legalHead = (kind: 'privacy' | 'terms') => () => {
  const doc = legalContent()[kind];
  return pageHead(doc.title, withSiteName(doc.description));
};

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  staticData: { shell: false },
  head: legalHead('privacy'),
  component: () => <LegalPage kind="privacy" />,
});

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms-of-service',
  staticData: { shell: false },
  head: legalHead('terms'),
  component: () => <LegalPage kind="terms" />,
});
