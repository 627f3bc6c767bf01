import { Anchor, Box, Burger, Collapse, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Car } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { useHydrated } from '../use-hydrated';
import { scrollToTop } from './go-to-section';
import { MobileNav } from './mobile-nav';
import { PageLink } from '../islands/page-link';
import { WIDE_SCREEN } from './wide-screen';

// The wide-screen bar needs Mantine's Menu (popover positioning, focus handling: ~28 KB gzip). Phones,
// most of our visitors, never show it, so it is loaded only when the window is wide enough.
const DesktopNav = lazy(() => import('./desktop-nav').then((m) => ({ default: m.DesktopNav })));

/**
 * The bar is wider than the page's column beside the brand (more so in Telugu), so on a wide screen
 * it has its own row under the brand: one row of links (38 px), more if it ever needs them.
 */
const NAV_ROW = 38;
const PANEL_ID = 'mobile-nav';

/** The public pages' header: brand, the navigation bar on wide screens, a menu button on small ones. */
export function SiteHeader() {
  // The prerendered header is the small-screen one (most visitors, and no JavaScript needed to read
  // it); a wide window switches to the bar once the page is hydrated. Until then CSS hides the menu
  // button there, so nothing moves.
  const wideWindow = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  const wide = useHydrated() && wideWindow;
  const [opened, setOpened] = useState(false);
  // Bumped on every opening, so the panel starts with its Services and Insurance rows folded.
  const [openings, setOpenings] = useState(0);
  const burger = useRef<HTMLButtonElement>(null);
  const close = () => setOpened(false);
  // Escape closes the panel and gives focus back to the button that opened it.
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    burger.current?.focus();
  };
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm" mih={44} style={{ rowGap: 0 }}>
        {/* Shrinks beside the menu button and wraps a site name longer than the screen (a translation's). */}
        <Anchor component={PageLink} to="/" onClick={scrollToTop} fw={800} c="blue.9" underline="never" fz={{ base: 'md', sm: 'lg' }} style={{ flex: '1 1 0', minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" component="span">
            <Car size={24} aria-hidden="true" />
            {tx(site.name)}
          </Group>
        </Anchor>
        {wide ? (
          <Box component="nav" aria-label={t('nav.label')} w="100%" mih={NAV_ROW}>
            <Suspense fallback={null}>
              <DesktopNav />
            </Suspense>
          </Box>
        ) : (
          <>
            {/* The bar's row, kept free on a wide screen until the bar arrives, so nothing moves. */}
            <Box visibleFrom="lg" w="100%" h={NAV_ROW} />
            <Burger
              ref={burger}
              opened={opened}
              onClick={() => {
                if (!opened) setOpenings((n) => n + 1);
                setOpened(!opened);
              }}
              aria-expanded={opened}
              aria-controls={PANEL_ID}
              aria-label={t('nav.menu')}
              size="md"
              hiddenFrom="lg"
            />
          </>
        )}
      </Group>
      {!wide && (
        <Collapse expanded={opened} keepMountedMode="display-none">
          <Box component="nav" id={PANEL_ID} aria-label={t('nav.label')} onKeyDown={onPanelKey}>
            <MobileNav key={openings} onNavigate={close} />
          </Box>
        </Collapse>
      )}
    </>
  );
}
