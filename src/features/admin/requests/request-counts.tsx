import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { t } from '../../../shared/i18n/t';
import { getRequestCounts } from '../api/get-request-counts';
import { useLoaded } from '../use-loaded';

/**
 * The desk's day at a glance: first the requests still waiting for their WhatsApp message (a tap
 * lists them), then sent today (forms sent since midnight), received today (their WhatsApp message
 * seen since midnight, whenever they were sent), in progress, completed this week.
 */
export function RequestCounts({ version, onShowWaiting }: { version: number; onShowWaiting: () => void }) {
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
    { label: t('admin.requests.waiting'), value: counts?.waiting, testId: 'count-waiting', onClick: onShowWaiting },
    { label: t('admin.requests.sentToday'), value: counts?.sentToday, testId: 'count-sent-today' },
    { label: t('admin.requests.receivedToday'), value: counts?.receivedToday, testId: 'count-received-today' },
    { label: t('admin.requests.inProgress'), value: counts?.inProgress, testId: 'count-in-progress' },
    { label: t('admin.requests.completedThisWeek'), value: counts?.completedThisWeek, testId: 'count-completed-week' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mb="md" component="section" aria-label={t('admin.requests.counts')}>
      {items.map((item) => {
        const figure = (
          <>
            <Text fz={{ base: 22, sm: 28 }} fw={700} data-testid={item.testId}>
              {item.value ?? '–'}
            </Text>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
          </>
        );
        return (
          <Paper key={item.testId} withBorder p="sm" radius="md">
            {'onClick' in item ? (
              <UnstyledButton onClick={item.onClick} w="100%" aria-label={t('admin.requests.showWaiting', { count: item.value ?? 0 })}>
                {figure}
              </UnstyledButton>
            ) : (
              figure
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
