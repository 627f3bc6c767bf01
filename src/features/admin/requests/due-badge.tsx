import { Badge, Group, Text } from '@mantine/core';
import { dueState } from '../../../catalog/due-at';
import type { AdminRequest } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { formatDate } from '../../../shared/requests/format-date';
import { usuallyTakesText } from '../../../shared/requests/usually-takes';

type DueOf = Pick<AdminRequest, 'dueOn' | 'dueBy' | 'expectedTime'>;

/** What the due day counts from: the service's usual time, or the desk's own target where it states none. */
function basisText({ dueBy, expectedTime }: DueOf): string {
  if (dueBy === 'expectedTime' && expectedTime) return t('admin.requests.dueBy.expectedTime', { time: usuallyTakesText(expectedTime) });
  return dueBy === 'deskTime' ? t('admin.requests.dueBy.deskTime') : '';
}

/** A request's due day as the desk reads it: overdue in red, due today in orange, later as a date; then what it counts from. */
export function DueBadge({ request, today }: { request: DueOf; today: string }) {
  const { dueOn } = request;
  const state = dueState(dueOn ?? null, today);
  if (state === 'none' || !dueOn) {
    return (
      <Text size="sm" c="dimmed" component="span">
        {t('admin.requests.noDue')}
      </Text>
    );
  }
  const basis = basisText(request);
  return (
    <Group component="span" gap={6} wrap="wrap" data-testid="due">
      {state === 'later' ? (
        <Text size="sm" component="span">
          {t('admin.requests.dueOn', { date: formatDate(dueOn) })}
        </Text>
      ) : (
        <Badge color={state === 'overdue' ? 'red.9' : 'orange.9'} variant="filled">
          {state === 'overdue' ? t('admin.requests.overdue', { date: formatDate(dueOn) }) : t('admin.requests.dueToday')}
        </Badge>
      )}
      {basis && (
        <Text size="sm" c="dimmed" component="span">
          {basis}
        </Text>
      )}
    </Group>
  );
}
