import { SimpleGrid, Text, Title } from '@mantine/core';
import { listings } from '../../catalog/client';
import { t } from '../../shared/i18n/t';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { SupportButtons } from '../../shared/ui/support-buttons';
import { ListingLayout } from './listing-layout';
import { ServiceCard } from './service-card';

const categories = {
  vehicle: { listing: 'vehicle-services', title: 'category.vehicle.title', text: 'category.vehicle.text', action: 'listing.getStarted' },
  'driving-licence': { listing: 'driving-licence-services', title: 'category.licence.title', text: 'category.licence.text', action: 'listing.applyNow' },
} as const;

/** /services/vehicle and /services/driving-licence: the category's service cards. */
export function CategoryPage({ category }: { category: keyof typeof categories }) {
  const config = categories[category];
  return (
    <ListingLayout
      title={t(config.title)}
      intro={t(config.text)}
      after={
        <>
          {category === 'vehicle' && <RtoServices />}
          <SupportButtons />
          <Disclaimer />
        </>
      }
    >
      {listings[config.listing].map((card) => (
        <ServiceCard key={card.id} card={card} action={t(config.action)} />
      ))}
    </ListingLayout>
  );
}

/** RC transfer, duplicate RC and the other RTO services, where a visitor looks for vehicle help. */
function RtoServices() {
  return (
    <section aria-labelledby="rto-services">
      <Title order={2} fz={{ base: 22, sm: 26 }} mt="xl" mb={4} id="rto-services">
        {t('category.vehicle.rtoTitle')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('category.vehicle.rtoText')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {listings.rto.map((card) => (
          <ServiceCard key={card.id} card={card} action={t('listing.learnMore')} headingOrder={3} />
        ))}
      </SimpleGrid>
    </section>
  );
}
