import { Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { formatDate, type SampleReminder } from './sample-data';

export function UpcomingReminders({ reminders }: { reminders: SampleReminder[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="upcoming-reminders">
      <Title order={2} fz="lg" mb="sm" id="upcoming-reminders">
        {t('dash.upcomingReminders')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reminders.map((reminder) => (
          <li key={reminder.id} data-testid="sample-reminder">
            <Text fw={600} size="sm">
              {t(reminder.title)}
            </Text>
            <Text size="xs" c="dimmed" mb={2}>
              {formatDate(reminder.date)}
            </Text>
            <Text size="sm">{t(reminder.description)}</Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
