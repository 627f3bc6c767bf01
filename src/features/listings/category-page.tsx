import { Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { SupportButtons } from '../../shared/ui/support-buttons';
import { ListingLayout } from './listing-layout';
import { ServiceCard } from './service-card';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

const categories = {
  vehicle: { title: 'category.vehicle.title', text: 'category.vehicle.text', action: 'listing.getStarted' },
  'driving-licence': { title: 'category.licence.title', text: 'category.licence.text', action: 'listing.applyNow' },
} as const;

/** /services/vehicle and /services/driving-licence: the category's service cards. */
export function CategoryPage({ category }: { category: keyof typeof categories }) {
  const config = categories[category];
  const listing = useListing();
  return (
    <ListingLayout
      title={t(config.title)}
      intro={t(config.text)}
      after={
        <>
          {category === 'vehicle' && <RtoServices shownAbove={listing.cards.vehicle.map((card) => card.link)} />}
          <SupportButtons />
          <Disclaimer />
        </>
      }
    >
      {listing.cards[category].map((card) => (
        <ServiceCard key={card.key} card={card} action={t(config.action)} />
      ))}
    </ListingLayout>
  );
}

/**
 * Duplicate RC, hypothecation and the other RTO services, where a visitor looks for vehicle help;
 * one the category lists itself (transfer of ownership) is not listed a second time.
 */
function RtoServices({ shownAbove }: { shownAbove: string[] }) {
  const listing = useListing();
  return (
    <section aria-labelledby="rto-services">
      <Title order={2} className="fz-22-26" mt="xl" mb={4} id="rto-services">
        {t('category.vehicle.rtoTitle')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('category.vehicle.rtoText')}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {listing.cards.rto
          .filter((card) => !shownAbove.includes(card.link))
          .map((card) => (
            <ServiceCard key={card.key} card={card} action={t('listing.learnMore')} headingOrder={3} />
          ))}
      </ResponsiveGrid>
    </section>
  );
}
