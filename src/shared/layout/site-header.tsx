import { Anchor, Box, Burger, Collapse, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Car } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { DesktopNav } from './desktop-nav';
import { scrollToTop } from './go-to-section';
import { MobileNav } from './mobile-nav';

const PANEL_ID = 'mobile-nav';

/** The public pages' header: brand, the navigation bar on wide screens, a menu button on small ones. */
export function SiteHeader() {
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
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to="/" onClick={scrollToTop} fw={800} c="blue.9" underline="never" fz={{ base: 'md', sm: 'lg' }}>
          <Group gap={6} wrap="nowrap" component="span" style={{ whiteSpace: 'nowrap' }}>
            <Car size={24} aria-hidden="true" />
            {tx(site.name)}
          </Group>
        </Anchor>
        <Box component="nav" aria-label={t('nav.label')} visibleFrom="lg">
          <DesktopNav />
        </Box>
        <Burger
          ref={burger}
          hiddenFrom="lg"
          opened={opened}
          onClick={() => {
            if (!opened) setOpenings((n) => n + 1);
            setOpened(!opened);
          }}
          aria-expanded={opened}
          aria-controls={PANEL_ID}
          aria-label={t('nav.menu')}
          size="md"
        />
      </Group>
      <Collapse expanded={opened} hiddenFrom="lg" keepMountedMode="display-none">
        <Box component="nav" id={PANEL_ID} aria-label={t('nav.label')} onKeyDown={onPanelKey}>
          <MobileNav key={openings} onNavigate={close} />
        </Box>
      </Collapse>
    </>
  );
}
