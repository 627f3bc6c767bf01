import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';
import type { DueReminder } from '../../core/reminders';
import { EXPIRY_LABELS, renewalLink } from './reminder-links';

/** One due document: what, for which vehicle, when (overdue marked), and where to renew it. */
export function ReminderItem({ reminder }: { reminder: DueReminder }) {
  const link = renewalLink(reminder);
  return (
    <li data-testid="reminder">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t(EXPIRY_LABELS[reminder.kind])} · {reminder.number}
          </Text>
          <Text size="xs" c="dimmed">
            {t(reminder.overdue ? 'dash.reminderOverdue' : 'dash.reminderDue', { date: formatDate(reminder.dueDate) })}
          </Text>
        </div>
        {reminder.overdue && (
          <Badge color="red.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t('dash.overdue')}
          </Badge>
        )}
      </Group>
      {link ? (
        <Anchor component={Link} to={link.to} search={link.search as never} size="sm" data-testid="renew-link">
          {t(link.label)}
        </Anchor>
      ) : (
        <Text size="sm">{t('dash.renew.puc')}</Text>
      )}
    </li>
  );
}
