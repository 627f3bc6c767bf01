import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { PageSection } from '../../shared/ui/page-section';
import { LinkCard } from './link-card';
import { MoreLink } from './more-link';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/** The six RTO assistance services. */
export function RtoSection() {
  const listing = useListing();
  return (
    <PageSection id="rto-assistance" title={t('rto.title')} intro={t('rto.text')} shaded>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {listing.cards.rto.map((card) => (
          <LinkCard key={card.key} card={card} />
        ))}
      </ResponsiveGrid>
      <MoreLink to="/rto-assistance">{t('home.rto.all')}</MoreLink>
    </PageSection>
  );
}
