import { Box, Container } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { ExampleValuesBanner } from './example-values-banner';
import { Island } from '../islands/island';
import { HeaderIsland } from './header-island';
import { PageLocation } from './page-location';
import { SiteFooter } from './site-footer';

/**
 * On a phone the header's menu button is its only live part (the signed-in state shows inside its
 * panel), so it hydrates at the first touch; a wide screen replaces the button with the bar at once.
 */
const HEADER_TRIGGERS = ['interaction', 'wide-screen'] as const;

/**
 * The public pages' frame: the site header (navigation) and footer (links, contacts) around the
 * page. The slots take other content where a page needs it; by default they hold the site's own.
 * `notices` come after the footer: what the frame shows over any page (they take no place in it).
 */
export function SiteShell({ header, footer, notices, children }: { header?: ReactNode; footer?: ReactNode; notices?: ReactNode; children: ReactNode }) {
  const { pathname, searchStr, hash } = useContext(PageLocation);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <ExampleValuesBanner />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {header ?? <Island name="header" component={HeaderIsland} props={{ location: { pathname, searchStr, hash } }} hydrate={HEADER_TRIGGERS} />}
        </Container>
      </Box>
      {/* At least a screen tall: while a page's code is still arriving the footer waits below the
          fold, so the page appearing does not push a visible footer down (a layout shift). */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100vh' }}>
        {children}
      </Box>
      <Box component="footer" className="site-footer" py="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {footer ?? <SiteFooter />}
        </Container>
      </Box>
      {notices}
    </Box>
  );
}
