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
