import { SimpleGrid } from '@mantine/core';
import { listings } from '../../catalog/client';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';
import { LinkCard } from './link-card';
import { MoreLink } from './more-link';

/** The six RTO assistance services. */
export function RtoSection() {
  return (
    <PageSection id="rto-assistance" title={t('rto.title')} intro={t('rto.text')} shaded>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {listings.rto.map((card) => (
          <LinkCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
      <MoreLink to="/rto-assistance">{t('home.rto.all')}</MoreLink>
    </PageSection>
  );
}
