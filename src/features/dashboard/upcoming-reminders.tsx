import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import type { DueReminder } from '../../core/reminders';
import { ReminderItem } from './reminder-item';

const SHOWN = 3;

export function UpcomingReminders({ reminders }: { reminders: DueReminder[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="upcoming-reminders">
      <Title order={2} fz="lg" mb="sm" id="upcoming-reminders">
        {t('dash.upcomingReminders')}
      </Title>
      {reminders.length === 0 ? (
        <Text size="sm">{t('dash.noReminders')}</Text>
      ) : (
        <Stack gap="sm" component="ul" className="plain-list">
          {reminders.slice(0, SHOWN).map((reminder) => (
            <ReminderItem key={`${reminder.vehicleId}-${reminder.kind}`} reminder={reminder} />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={reminders.length === 0 ? '/dashboard/vehicles' : '/dashboard/reminders'} size="sm" mt="sm" display="inline-block">
        {t(reminders.length === 0 ? 'dash.addVehicleDates' : 'dash.allReminders')}
      </Anchor>
    </Paper>
  );
}
