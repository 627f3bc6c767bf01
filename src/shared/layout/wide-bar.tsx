import { Button, Group } from '@mantine/core';
import { ChevronDown, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { PageLink } from '../islands/page-link';
import { scrollToSection, scrollToTop } from './go-to-section';
import { LanguageSwitch } from './language-switch';
import { HOME_SECTIONS } from './nav-items';
import classes from './site-header.module.css';

/**
 * The wide-screen bar's row of links. Its two menus and the account part come from the caller: the
 * live bar (desktop-nav.tsx, Mantine's Menu, loaded on a wide screen) or PlainWideBar.
 */
export function WideBar({ services, insurance, account }: { services: ReactNode; insurance: ReactNode; account: ReactNode }) {
  return (
    <Group gap={2} wrap="wrap">
      <PageLink to="/" className={classes.link} onClick={scrollToTop}>
        {t('nav.home')}
      </PageLink>
      {services}
      <PageLink to="/vehicle-services" className={classes.link}>
        {t('nav.vehicleServices')}
      </PageLink>
      {insurance}
      <PageLink to="/rto-assistance" className={classes.link}>
        {t('nav.rtoAssistance')}
      </PageLink>
      <PageLink to="/track" className={classes.link}>
        {t('nav.track')}
      </PageLink>
      <PageLink to="/" hash={HOME_SECTIONS.about} className={classes.link} onClick={() => scrollToSection(HOME_SECTIONS.about)}>
        {t('nav.about')}
      </PageLink>
      <PageLink to="/contact" className={classes.link}>
        {t('nav.contact')}
      </PageLink>
      <LanguageSwitch className={classes.link} />
      {account}
    </Group>
  );
}

/** The account part of the bar for a visitor not signed in (and in the HTML, before anyone is known). */
export function LoginButton() {
  return (
    <Button component={PageLink} to="/login" size="sm" leftSection={<User size={16} aria-hidden="true" />}>
      {t('nav.login')}
    </Button>
  );
}

/**
 * The bar as the page's HTML has it, on screen before its code arrives and with JavaScript off: each
 * menu is a link to the home page's section that lists the same entries, and the account part is
 * Login. Same boxes as the live bar (the chevrons too), so nothing moves when that replaces it.
 */
export function PlainWideBar() {
  const menuLink = (section: string, label: string) => (
    <PageLink to="/" hash={section} className={classes.link} onClick={() => scrollToSection(section)}>
      {label}
      <ChevronDown size={16} className={classes.chevron} aria-hidden="true" />
    </PageLink>
  );
  return <WideBar services={menuLink(HOME_SECTIONS.services, t('nav.services'))} insurance={menuLink(HOME_SECTIONS.insurance, t('nav.buyInsurance'))} account={<LoginButton />} />;
}
