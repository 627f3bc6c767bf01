import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../i18n/t';
import { AccountMenu } from './account-menu';
import { scrollToSection, scrollToTop } from './go-to-section';
import { InsuranceMenu } from './insurance-menu';
import { LanguageSwitch } from './language-switch';
import { HOME_SECTIONS } from './nav-items';
import { ServicesMenu } from './services-menu';
import classes from './site-header.module.css';

// Hash links count as the current page only on their own hash, so Home is not marked on /#about.
const exactWithHash = { exact: true, includeHash: true } as const;

/** The wide-screen navigation bar. */
export function DesktopNav() {
  return (
    <Group gap={2} wrap="wrap">
      <Link to="/" className={classes.link} activeOptions={exactWithHash} onClick={scrollToTop}>
        {t('nav.home')}
      </Link>
      <ServicesMenu />
      <Link to="/vehicle-services" className={classes.link}>
        {t('nav.vehicleServices')}
      </Link>
      <InsuranceMenu />
      <Link to="/rto-assistance" className={classes.link}>
        {t('nav.rtoAssistance')}
      </Link>
      <Link to="/track" className={classes.link}>
        {t('nav.track')}
      </Link>
      <Link to="/" hash={HOME_SECTIONS.about} className={classes.link} activeOptions={exactWithHash} onClick={() => scrollToSection(HOME_SECTIONS.about)}>
        {t('nav.about')}
      </Link>
      <Link to="/" hash={HOME_SECTIONS.contact} className={classes.link} activeOptions={exactWithHash} onClick={() => scrollToSection(HOME_SECTIONS.contact)}>
        {t('nav.contact')}
      </Link>
      <LanguageSwitch className={classes.link} />
      <AccountMenu />
    </Group>
  );
}
