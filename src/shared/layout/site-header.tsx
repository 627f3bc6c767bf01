import { Anchor, Box, Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '../i18n/t';
import { useHydrated } from '../use-hydrated';
import { scrollToTop } from './go-to-section';
import { closeMenu, MENU_PANEL_ID, onMenuClosed } from './menu-panel';
import { MobileNav } from './mobile-nav';
import classes from './site-header.module.css';
import { PageLink } from '../islands/page-link';
import { SiteBrand } from './site-brand';
import { PlainWideBar } from './wide-bar';
import { WIDE_SCREEN } from './wide-screen';

// The wide-screen bar needs Mantine's Menu (popover positioning, focus handling: ~28 KB gzip). Phones,
// most of our visitors, never show it, so it is loaded only when the window is wide enough.
const DesktopNav = lazy(() => import('./desktop-nav').then((m) => ({ default: m.DesktopNav })));

/**
 * The bar is wider than the page's column beside the brand (more so in Telugu), so on a wide screen
 * it has its own row under the brand: one row of links (38 px), more if it ever needs them.
 */
const NAV_ROW = 38;

/** The public pages' header: brand, the navigation bar on wide screens, a menu button on small ones. */
export function SiteHeader() {
  // The prerendered header has both: the menu button for small screens, and the bar as plain links
  // for wide ones (CSS shows one). A wide window switches to the live bar once the header is hydrated.
  const wideWindow = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  const wide = useHydrated() && wideWindow;
  // Remounted each time the panel closes, so it opens again with its Services and Insurance rows folded.
  const [closings, setClosings] = useState(0);
  useEffect(() => onMenuClosed(() => setClosings((n) => n + 1)), []);
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm" mih={44} style={{ rowGap: 0 }}>
        {/* Shrinks beside the menu button and wraps a site name longer than the screen (a translation's). */}
        <Anchor component={PageLink} to="/" onClick={scrollToTop} fw={800} c="blue.9" underline="never" className="fz-md-lg" style={{ flex: '1 1 0', minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" component="span">
            <SiteBrand iconSize={24} />
          </Group>
        </Anchor>
        {wide ? (
          <Box component="nav" aria-label={t('nav.label')} w="100%" mih={NAV_ROW}>
            <Suspense fallback={<PlainWideBar />}>
              <DesktopNav />
            </Suspense>
          </Box>
        ) : (
          <>
            <Box component="nav" aria-label={t('nav.label')} visibleFrom="lg" w="100%" mih={NAV_ROW}>
              <PlainWideBar />
            </Box>
            {/* Opened and closed by menu-panel.ts, also before the header is live: React renders
                aria-expanded and the panel's `hidden` once and never changes them. */}
            <UnstyledButton className={classes.burger} aria-expanded={false} aria-controls={MENU_PANEL_ID} aria-label={t('nav.menu')} hiddenFrom="lg" suppressHydrationWarning>
              <span className={classes.burgerLines} aria-hidden="true" />
            </UnstyledButton>
          </>
        )}
      </Group>
      {/* Named as the button that opens it: a page has both navs, and two landmarks of one name
          cannot be told apart by a screen reader's list of them. */}
      {!wide && (
        <Box component="nav" id={MENU_PANEL_ID} aria-label={t('nav.menu')} hidden suppressHydrationWarning>
          <MobileNav key={closings} onNavigate={closeMenu} />
        </Box>
      )}
    </>
  );
}
