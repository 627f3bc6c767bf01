import '@mantine/core/styles/Skeleton.layer.css';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, use } from 'react';
import type { SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { AccountNoticeCheck } from './account-notice-check';
import type { DashboardData } from './dashboard-data';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { QuickActions } from './quick-action-list';
import { RecentApplications } from './recent-applications';
import { SummaryCards } from './summary-cards';
import { UnfinishedForms } from './unfinished-forms';
import { UpcomingReminders } from './upcoming-reminders';
import { useReload } from './use-reload';

/** /dashboard: welcome, the account's figures, recent applications, upcoming reminders and Quick Actions. */
export function DashboardHome({ user, data }: { user: SessionUser; data: Promise<Loaded<DashboardData>> }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dash.welcome', { name: user.name })}
        </Title>
        <Text c="dimmed">{t('dash.welcomeText')}</Text>
      </div>
      <AccountNoticeCheck />
      <Suspense fallback={<Skeleton height={220} radius="md" aria-busy="true" aria-label={t('page.loading')} />}>
        <AccountOverview user={user} data={data} />
      </Suspense>
      <QuickActions />
    </Stack>
  );
}

function AccountOverview({ user, data }: { user: SessionUser; data: Promise<Loaded<DashboardData>> }) {
  const loaded = use(data);
  const reload = useReload();
  if (!loaded.ok) return <LoadFailed message={loaded.message} onRetry={() => void reload()} />;
  const { requests, moreRequests, vehicles, reminders } = loaded.data;
  const counts = { vehicles: vehicles.length, applications: `${requests.length}${moreRequests ? '+' : ''}`, reminders: reminders.length };
  return (
    <Stack gap="md">
      <UnfinishedForms requests={requests} />
      <SummaryCards counts={counts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RecentApplications requests={requests} user={user} />
        <UpcomingReminders reminders={reminders} />
      </SimpleGrid>
    </Stack>
  );
}
