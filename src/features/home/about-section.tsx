import { Text } from '@mantine/core';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { unbrokenPhone } from '../../shared/phone-display';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { PageSection } from '../../shared/ui/page-section';

/** Who runs the portal, and the site's disclaimer (site.yaml texts.disclaimer): the header's About link lands here. */
export function AboutSection() {
  const { email, hours, address } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  return (
    <PageSection id="about" title={t('home.about.title')}>
      <Text maw={760}>{t('home.about.text', { name: tx(site.name) })}</Text>
      <Text maw={760} mt="sm" c="dimmed">
        {t('home.about.contact', { phone, email, hours: tx(hours), address: tx(address) })}
      </Text>
      <Disclaimer />
    </PageSection>
  );
}
