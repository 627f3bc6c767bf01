import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { PageSection } from '../../shared/ui/page-section';
import { LinkCard } from './link-card';
import { MoreLink } from './more-link';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/** The partner services strip: each card opens its hand-off page, which explains the partner first. */
export function PartnersSection() {
  const listing = useListing();
  return (
    <PageSection id="vehicle-services" title={t('home.partners.title')} intro={t('partners.text')} shaded>
      <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {listing.cards.partners.map((card) => (
          <LinkCard key={card.key} card={card} note={card.provider ? t('home.partners.by', { provider: tx(card.provider) }) : undefined} />
        ))}
      </ResponsiveGrid>
      <MoreLink to="/vehicle-services">{t('home.partners.all')}</MoreLink>
    </PageSection>
  );
}
