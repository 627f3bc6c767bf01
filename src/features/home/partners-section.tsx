import { SimpleGrid } from '@mantine/core';
import { listings } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';
import { LinkCard } from './link-card';
import { MoreLink } from './more-link';

/** The partner services strip: each card opens its hand-off page, which explains the partner first. */
export function PartnersSection() {
  return (
    <PageSection id="vehicle-services" title={t('home.partners.title')} intro={t('partners.text')} shaded>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {listings.partners.map((card) => (
          <LinkCard key={card.id} card={card} note={card.provider ? t('home.partners.by', { provider: tx(card.provider) }) : undefined} />
        ))}
      </SimpleGrid>
      <MoreLink to="/vehicle-services">{t('home.partners.all')}</MoreLink>
    </PageSection>
  );
}
