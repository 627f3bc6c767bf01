import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { statusBadge } from './application-status';
import { formatDate, type SampleApplication } from './sample-data';

export function RecentApplications({ applications }: { applications: SampleApplication[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-applications">
      <Title order={2} fz="lg" mb="sm" id="recent-applications">
        {t('dash.recentApplications')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {applications.map((app) => {
          const badge = statusBadge(app.status);
          return (
            <li key={app.id} data-testid="sample-application">
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t(app.serviceName)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('dash.applicationNumber', { id: app.id })} · {formatDate(app.date)}
                  </Text>
                </div>
                <Badge color={badge.color} variant="filled" autoContrast style={{ flexShrink: 0, overflow: 'visible' }}>
                  {t(badge.label)}
                </Badge>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
