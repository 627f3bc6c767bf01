import { Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Info } from 'lucide-react';
import { useState } from 'react';
import type { SessionUser } from '../../shared/api/get-me';
import { t } from '../../shared/i18n/t';
import type { ServiceSummary } from './api/get-services';
import { QuickActions } from './quick-action-list';
import { RecentApplications } from './recent-applications';
import { sampleApplications, sampleReminders } from './sample-data';
import { SummaryCards } from './summary-cards';
import { UpcomingReminders } from './upcoming-reminders';

/** /dashboard: welcome, the sample summary and lists (clearly marked), and Quick Actions. */
export function DashboardHome({ user, quickActions }: { user: SessionUser; quickActions: Promise<ServiceSummary[]> }) {
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dash.welcome', { name: user.name })}
        </Title>
        <Text c="dimmed">{t('dash.welcomeText')}</Text>
      </div>
      <QuickActions services={quickActions} />
      <Stack gap="md" component="section" aria-labelledby="sample-data">
        <Alert color="gray" variant="light" icon={<Info size={18} aria-hidden="true" />} role="note">
          <Group gap="xs" mb={4}>
            <Title order={2} fz="md" id="sample-data">
              {t('dash.sampleTitle')}
            </Title>
            <Badge color="gray" variant="outline" styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}>
              {t('dash.sampleBadge')}
            </Badge>
          </Group>
          <Text size="sm">{t('dash.sampleText')}</Text>
        </Alert>
        <SummaryCards />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RecentApplications applications={sampleApplications(now)} />
          <UpcomingReminders reminders={sampleReminders(now)} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
