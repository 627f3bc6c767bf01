import { Group } from '@mantine/core';
import { t } from '../i18n/t';
import { AccountMenu } from './account-menu';
import { scrollToSection, scrollToTop } from './go-to-section';
import { InsuranceMenu } from './insurance-menu';
import { LanguageSwitch } from './language-switch';
import { HOME_SECTIONS } from './nav-items';
import { ServicesMenu } from './services-menu';
import classes from './site-header.module.css';
import { PageLink } from '../islands/page-link';

/** The wide-screen navigation bar. */
export function DesktopNav() {
  return (
    <Group gap={2} wrap="wrap">
      <PageLink to="/" className={classes.link} onClick={scrollToTop}>
        {t('nav.home')}
      </PageLink>
      <ServicesMenu />
      <PageLink to="/vehicle-services" className={classes.link}>
        {t('nav.vehicleServices')}
      </PageLink>
      <InsuranceMenu />
      <PageLink to="/rto-assistance" className={classes.link}>
        {t('nav.rtoAssistance')}
      </PageLink>
      <PageLink to="/track" className={classes.link}>
        {t('nav.track')}
      </PageLink>
      <PageLink to="/" hash={HOME_SECTIONS.about} className={classes.link} onClick={() => scrollToSection(HOME_SECTIONS.about)}>
        {t('nav.about')}
      </PageLink>
      <PageLink to="/" hash={HOME_SECTIONS.contact} className={classes.link} onClick={() => scrollToSection(HOME_SECTIONS.contact)}>
        {t('nav.contact')}
      </PageLink>
      <LanguageSwitch className={classes.link} />
      <AccountMenu />
    </Group>
  );
}
