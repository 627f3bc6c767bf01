import { Alert, Button, Card, Container, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { listings, site } from '../../catalog/client';
import type { ListingCard } from '../../catalog/types';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { ExternalButton } from '../../shared/ui/external-link';
import { Icon } from '../../shared/ui/icon';
import classes from '../../shared/ui/link-card.module.css';
import { parseVehicleNumber } from '../../core/vehicle-number';
import VehicleSearchForm from './vehicle-search-form';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/**
 * /vehicle-details?number=…: the portal holds no vehicle records, so this page says so, points to
 * the official RC status service, and offers the vehicle services and the RTO assistance services
 * with the number filled in.
 */
export default function VehicleDetailsPage({ raw }: { raw: string | undefined }) {
  const number = parseVehicleNumber(raw);
  if (!number) {
    return (
      <Container size="md" py="xl" px="md">
        <Title order={1} className="fz-26-34" mb="md">
          {t('details.searchTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('search.text')}
        </Text>
        <Paper withBorder radius="md" className="p-md-xl">
          <VehicleSearchForm initialValue={raw ?? ''} invalid />
        </Paper>
      </Container>
    );
  }
  const rcStatus = site.links.rcStatus;
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} className="fz-26-34" mb="md">
        {t('details.title', { number })}
      </Title>
      <Alert variant="light" color="blue" icon={<Info size={18} aria-hidden="true" />} title={t('details.noRecordsTitle')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        <Text size="sm">{t('details.noRecords')}</Text>
        {rcStatus ? (
          <ExternalButton href={rcStatus.url} mt="sm">
            {t('details.official')}
          </ExternalButton>
        ) : null}
      </Alert>

      <Title order={2} className="fz-22-26" mt="xl" mb={4}>
        {t('details.servicesTitle', { number })}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('details.servicesText')}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {listings['vehicle-services'].map((card) => (
          <PrefilledServiceCard key={card.id} card={card} number={number} />
        ))}
      </ResponsiveGrid>

      <Title order={2} className="fz-22-26" mt="xl" mb={4}>
        {t('details.rtoTitle', { number })}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('details.rtoText')}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {listings.rto.map((card) => (
          <PrefilledServiceCard key={card.id} card={card} number={number} />
        ))}
      </ResponsiveGrid>

      <Paper withBorder radius="md" className="p-md-xl" mt="xl" component="section" aria-labelledby="search-again">
        <Title order={2} fz="lg" id="search-again" mb="sm">
          {t('details.againTitle')}
        </Title>
        <VehicleSearchForm />
      </Paper>
      <Disclaimer />
    </Container>
  );
}

function PrefilledServiceCard({ card, number }: { card: ListingCard; number: string }) {
  const title = tx(card.title);
  return (
    <Card withBorder radius="md" padding="md" className={classes.tappable} data-testid="details-service">
      <Group wrap="nowrap" align="flex-start" gap="sm" style={{ flex: 1 }}>
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <Icon name={card.icon} size={22} />
        </ThemeIcon>
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {tx(card.description)}
          </Text>
        </div>
      </Group>
      {/* card.link is a catalogue path the router's types cannot know; its route keeps ?vehicleNumber= as a prefill. */}
      <Button component={Link} to={card.link} search={{ vehicleNumber: number } as never} variant="light" fullWidth mt="md" className={classes.stretched} aria-label={`${t('details.start')}: ${title}`}>
        {t('details.start')}
      </Button>
    </Card>
  );
}
