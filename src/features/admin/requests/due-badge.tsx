import { Badge, Text } from '@mantine/core';
import { dueState } from '../../../catalog/due-at';
import { t } from '../../../shared/i18n/t';
import { formatDate } from '../../../shared/requests/format-date';

/** A request's due day as the desk reads it: overdue in red, due today in orange, later as a date. */
export function DueBadge({ dueOn, today }: { dueOn: string | undefined; today: string }) {
  const state = dueState(dueOn ?? null, today);
  if (state === 'none' || !dueOn) {
    return (
      <Text size="sm" c="dimmed" component="span">
        {t('admin.requests.noDue')}
      </Text>
    );
  }
  if (state === 'later') return <Text size="sm" component="span" data-testid="due">{t('admin.requests.dueOn', { date: formatDate(dueOn) })}</Text>;
  return (
    <Badge color={state === 'overdue' ? 'red.9' : 'orange.9'} variant="filled" data-testid="due">
      {state === 'overdue' ? t('admin.requests.overdue', { date: formatDate(dueOn) }) : t('admin.requests.dueToday')}
    </Badge>
  );
}
