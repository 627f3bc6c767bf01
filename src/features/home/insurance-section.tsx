import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { Bike, Car } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { ExternalButton } from '../../shared/ui/external-link';
import { PageSection } from '../../shared/ui/page-section';
import { MoreLink } from './more-link';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

const offers = [
  { id: 'bike', link: 'bikeInsurance', title: 'home.insurance.bikeTitle', text: 'home.insurance.bikeText', Icon: Bike },
  { id: 'car', link: 'carInsurance', title: 'home.insurance.carTitle', text: 'home.insurance.carText', Icon: Car },
] as const;

/** Bike and car insurance: the partner's quote pages open in a new tab; /vehicle-insurance compares. */
export function InsuranceSection() {
  return (
    <PageSection id="insurance" title={t('home.insurance.title')} intro={t('insurance.text')}>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {offers.map(({ id, link, title, text, Icon }) => {
          const partner = site.links[link];
          if (!partner) return null;
          return (
            <Card key={id} withBorder radius="md" padding="lg" data-testid={`insurance-${id}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm" mb="md" style={{ flex: 1 }}>
                <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden="true">
                  <Icon size={24} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg">
                    {t(title)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(text)}
                  </Text>
                </div>
              </Group>
              <ExternalButton href={partner.url} color="teal.9">
                {t('home.insurance.quote', { provider: tx(partner.provider ?? partner.label) })}
              </ExternalButton>
            </Card>
          );
        })}
      </ResponsiveGrid>
      <MoreLink to="/vehicle-insurance">{t('home.insurance.more')}</MoreLink>
    </PageSection>
  );
}
