import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { dueReminders, indiaToday, REMINDER_WINDOW_DAYS, type Vehicle } from '../../core/reminders';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { ReminderItem } from './reminder-item';
import { useReload } from './use-reload';

/** /dashboard/reminders: documents overdue or due within 30 days (India's date today), overdue first. */
export function RemindersPage({ loaded }: { loaded: Loaded<Vehicle[]> }) {
  const reload = useReload();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.remindersPage.title')}
      </Title>
      <Text size="sm">{t('dash.remindersPage.text', { days: REMINDER_WINDOW_DAYS })}</Text>
      {loaded.ok ? <ReminderList vehicles={loaded.data} /> : <LoadFailed message={loaded.message} onRetry={() => void reload()} />}
      <Text size="sm">
        <Anchor component={Link} to="/dashboard/vehicles">
          {t('dash.addVehicleDates')}
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to="/dashboard/settings">
          {t('dash.reminderTexts')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function ReminderList({ vehicles }: { vehicles: Vehicle[] }) {
  const reminders = dueReminders(vehicles, indiaToday(Date.now()));
  return (
    <Paper withBorder radius="md" p="md">
      {reminders.length === 0 ? (
        <Text size="sm" data-testid="empty-state">
          {t('dash.noReminders')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" className="plain-list">
          {reminders.map((reminder) => (
            <ReminderItem key={`${reminder.vehicleId}-${reminder.kind}`} reminder={reminder} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
