import { Paper, SimpleGrid, Text } from '@mantine/core';
import { t } from '../../../shared/i18n/t';
import { getRequestCounts } from '../api/get-request-counts';
import { useLoaded } from '../use-loaded';

/** The desk's day at a glance: received today, in progress, completed this week. */
export function RequestCounts({ version }: { version: number }) {
  const { state } = useLoaded(String(version), getRequestCounts);
  if (state.status === 'failed') {
    return (
      <Text size="sm" c="red.9" mb="md" data-testid="counts-failed">
        {t('admin.requests.countsFailed')}
      </Text>
    );
  }
  const counts = state.status === 'ok' ? state.data : null;
  const items = [
    { label: t('admin.requests.receivedToday'), value: counts?.receivedToday, testId: 'count-received-today' },
    { label: t('admin.requests.inProgress'), value: counts?.inProgress, testId: 'count-in-progress' },
    { label: t('admin.requests.completedThisWeek'), value: counts?.completedThisWeek, testId: 'count-completed-week' },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" mb="md" component="section" aria-label={t('admin.requests.counts')}>
      {items.map((item) => (
        <Paper key={item.testId} withBorder p="sm" radius="md">
          <Text fz={{ base: 22, sm: 28 }} fw={700} data-testid={item.testId}>
            {item.value ?? '–'}
          </Text>
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
