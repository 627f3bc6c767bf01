import { Group, Paper, Text, Title } from '@mantine/core';
import { t } from '../../../shared/i18n/t';
import { statusBadge } from '../../../shared/requests/status-badge';
import { getRequestTally } from '../api/get-request-tally';
import { useLoaded } from '../use-loaded';
import { serviceTitle } from './service-options';

/** Under the day's counts: how many requests are in each status now, and how many each service has. */
export function RequestTally({ version }: { version: number }) {
  const { state } = useLoaded(String(version), getRequestTally);
  if (state.status === 'failed') {
    return (
      <Text size="sm" c="red.9" mb="md">
        {t('admin.requests.tallyFailed')}
      </Text>
    );
  }
  if (state.status !== 'ok') return null;
  const { byStatus, byService } = state.data;
  return (
    <Paper withBorder p="sm" radius="md" mb="md" component="section" aria-labelledby="request-tally" data-testid="request-tally">
      <Title order={2} fz="sm" id="request-tally" mb={4}>
        {t('admin.requests.tally')}
      </Title>
      <Tally label={t('admin.requests.tallyStatus')} items={byStatus.map((s) => ({ key: s.status, name: t(statusBadge(s.status, 'desk').label), count: s.count }))} />
      <Tally label={t('admin.requests.tallyService')} items={byService.map((s) => ({ key: s.entryId, name: serviceTitle(s.entryId, s.title), count: s.count }))} />
    </Paper>
  );
}

function Tally({ label, items }: { label: string; items: { key: string; name: string; count: number }[] }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text size="xs" fw={600} c="dimmed">
        {label}:
      </Text>
      {items.length === 0 ? (
        <Text size="sm">{t('admin.none')}</Text>
      ) : (
        items.map((item) => (
          <Text key={item.key} size="sm" data-testid={`tally-${item.key}`}>
            {item.name}: <strong>{item.count}</strong>
          </Text>
        ))
      )}
    </Group>
  );
}
