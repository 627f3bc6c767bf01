import { Text, Timeline } from '@mantine/core';
import { t } from '../i18n/t';
import { formatDateTime } from './format-date';
import type { RequestHistoryView } from '../../shared/api/answers';
import { statusBadge } from './status-badge';

/** The request's status changes, oldest first, with the notes the support team left for the visitor. */
export function RequestTimeline({ history }: { history: RequestHistoryView[] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} color="blue.8" data-testid="request-timeline">
      {history.map((item, i) => (
        <Timeline.Item key={`${item.at}-${i}`} title={t(statusBadge(item.status).label)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.at)}
          </Text>
          {item.reason && (
            <Text size="sm">
              {t('requests.reason')}: {item.reason}
            </Text>
          )}
          {item.note && <Text size="sm">{item.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
