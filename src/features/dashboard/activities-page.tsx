import { Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { formatDateTime } from '../../shared/requests/format-date';
import { StatusBadge } from '../../shared/requests/status-badge-view';
import type { RequestPage } from '../../shared/api/answers';
import { BrowseServicesLinks } from './browse-services-links';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { useReload } from './use-reload';
import { recentActivities } from './recent-activities';

/** /dashboard/activities: the status changes of the account's requests, newest first. */
export function ActivitiesPage({ first }: { first: Loaded<RequestPage> }) {
  const reload = useReload();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.activitiesPage.title')}
      </Title>
      {first.ok ? <ActivityList page={first.data} /> : <LoadFailed message={first.message} onRetry={() => void reload()} />}
    </Stack>
  );
}

function ActivityList({ page }: { page: RequestPage }) {
  const activities = recentActivities(page.requests);
  if (activities.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="empty-state">
        <Text size="sm" mb="sm">
          {t('dash.noActivities')}
        </Text>
        <BrowseServicesLinks withRto />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" component="ul" className="plain-list">
        {activities.map((a) => (
          <li key={`${a.requestId}-${a.at}-${a.status}`} data-testid="activity">
            <Text size="sm" fw={600}>
              {a.title} · {a.serviceNumber}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {formatDateTime(a.at)}
            </Text>
            <StatusBadge status={a.status} />
            {a.reason && <Text size="sm">{t('requests.reason')}: {a.reason}</Text>}
            {a.note && <Text size="sm">{a.note}</Text>}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
