import '@mantine/core/styles/Skeleton.layer.css';
import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { t } from '../../shared/i18n/t';
import { Icon } from '../../shared/ui/icon';
import type { ServiceSummary } from './api/get-services';
import classes from '../../shared/ui/link-card.module.css';
import { BrowseServicesLinks } from './browse-services-links';

/** Quick Actions: the list arrives as a promise so the rest of the dashboard does not wait for it. */
export function QuickActions({ services }: { services: Promise<ServiceSummary[]> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions">
      <Title order={2} fz="lg" mb="sm" id="quick-actions">
        {t('dash.quickActions')}
      </Title>
      <Suspense fallback={<QuickActionsLoading />}>
        <QuickActionCards services={services} />
      </Suspense>
    </Paper>
  );
}

function QuickActionsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-busy="true" aria-label={t('page.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function QuickActionCards({ services }: { services: Promise<ServiceSummary[]> }) {
  const list = use(services);
  if (list.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm">{t('dash.quickActionsEmpty')}</Text>
        <BrowseServicesLinks />
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((service) => (
        <li key={service.id}>
          <Card component={Link} to={service.link} withBorder radius="md" padding="sm" className={classes.card} data-testid="quick-action">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
                <Icon name={service.icon} size={20} />
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {service.title}
              </Text>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
