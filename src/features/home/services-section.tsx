import { Stack, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { PageSection } from '../../shared/ui/page-section';
import { LinkCard } from './link-card';
import { MoreLink } from './more-link';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

const CARDS_PER_GROUP = 3;

const groups = [
  { id: 'vehicle', title: 'category.vehicle.title', category: 'vehicle', to: '/services/vehicle' },
  { id: 'licence', title: 'category.licence.title', category: 'driving-licence', to: '/services/driving-licence' },
] as const;

/** The first three services of each group, and a link to the whole group. */
export function ServicesSection() {
  const listing = useListing();
  return (
    <PageSection id="services" title={t('home.services.title')} intro={t('home.services.text')}>
      <Stack gap="xl">
        {groups.map((group) => {
          const cards = listing.cards[group.category];
          return (
            <div key={group.id} data-testid={`service-group-${group.id}`}>
              <Title order={3} fz="lg" mb="sm">
                {t(group.title)}
              </Title>
              <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {cards.slice(0, CARDS_PER_GROUP).map((card) => (
                  <LinkCard key={card.key} card={card} headingOrder={4} />
                ))}
              </ResponsiveGrid>
              <MoreLink to={group.to}>{t('home.services.viewAll', { count: cards.length })}</MoreLink>
            </div>
          );
        })}
      </Stack>
    </PageSection>
  );
}
