import { Box, Collapse, Divider, Stack, Text, UnstyledButton } from '@mantine/core';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { CardAnchor } from '../listing/card-anchor';
import { useListing } from '../listing/use-listing';
import { AccountLinks } from './account-links';
import { LanguageSwitch } from './language-switch';
import { scrollToSection, scrollToTop } from './go-to-section';
import { HOME_SECTIONS, insuranceLinks, serviceGroups } from './nav-items';
import classes from './site-header.module.css';
import { PageLink } from '../islands/page-link';

/** A button that shows or hides the rows below it (WAI-ARIA disclosure). */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // Opens at once: rows that slide in would move under a finger in the middle of a tap.
  return (
    <>
      <UnstyledButton className={classes.panelLink} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
        <ChevronDown size={18} className={classes.chevron} aria-hidden="true" />
      </UnstyledButton>
      <Collapse expanded={open} id={id} keepMountedMode="display-none" transitionDuration={0}>
        <Box pl="md" pb="xs">
          {children}
        </Box>
      </Collapse>
    </>
  );
}

/**
 * The small-screen menu: the same destinations as the desktop bar, as rows. Services and Buy
 * Insurance open in place (a popover menu of 21 rows does not fit a phone screen).
 */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const listing = useListing();
  const section = (id: string) => () => {
    onNavigate();
    scrollToSection(id);
  };
  return (
    <Stack gap={2} py="xs">
      <PageLink to="/" className={classes.panelLink} onClick={() => (onNavigate(), scrollToTop())}>
        {t('nav.home')}
      </PageLink>
      <Disclosure label={t('nav.services')}>
        {serviceGroups(listing).map((group) => (
          <Box key={group.id} role="group" aria-labelledby={`mobile-services-${group.id}`} mb="xs">
            <Text id={`mobile-services-${group.id}`} size="sm" fw={700} c="dimmed" px={10} pt="xs">
              {group.title}
            </Text>
            {group.cards.map((card) => (
              <CardAnchor key={card.key} link={card.link} className={classes.subLink} onClick={onNavigate}>
                {tx(card.title)}
              </CardAnchor>
            ))}
            <PageLink to={group.to} className={classes.subLink} onClick={onNavigate} aria-label={t('nav.viewAllIn', { count: group.cards.length, group: group.title })}>
              <strong>{t('nav.viewAll', { count: group.cards.length })}</strong>
            </PageLink>
          </Box>
        ))}
      </Disclosure>
      <PageLink to="/vehicle-services" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.vehicleServices')}
      </PageLink>
      <Disclosure label={t('nav.buyInsurance')}>
        {insuranceLinks().map((link) => (
          <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer" className={classes.subLink} onClick={onNavigate}>
            {link.label}
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
        ))}
      </Disclosure>
      <PageLink to="/rto-assistance" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.rtoAssistance')}
      </PageLink>
      <PageLink to="/track" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.track')}
      </PageLink>
      <PageLink to="/" hash={HOME_SECTIONS.about} className={classes.panelLink} onClick={section(HOME_SECTIONS.about)}>
        {t('nav.about')}
      </PageLink>
      <PageLink to="/contact" className={classes.panelLink} onClick={onNavigate}>
        {t('nav.contact')}
      </PageLink>
      <LanguageSwitch className={classes.panelLink} />
      <Divider my={4} />
      <AccountLinks onNavigate={onNavigate} />
    </Stack>
  );
}
