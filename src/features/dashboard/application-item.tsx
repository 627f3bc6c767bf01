import { Group, Text } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';
import { RequestTimeline } from '../../shared/requests/request-timeline';
import { requestTitle } from '../../shared/requests/request-title';
import { StatusBadge } from '../../shared/requests/status-badge-view';
import { UpdatesSwitch } from '../../shared/requests/updates-switch';
import { setRequestUpdates } from './api/set-request-updates';
import type { RequestView } from '../../shared/api/answers';

/** One request: service, number and date, its status badge, and (on My Applications) its texts switch and timeline. */
export function ApplicationItem({ request, withTimeline = false }: { request: RequestView; withTimeline?: boolean }) {
  return (
    <li data-testid="application">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {requestTitle(request)}
          </Text>
          <Text size="xs" c="dimmed">
            <span data-testid="application-number">{request.serviceNumber}</span> · {formatDate(request.createdAt)}
          </Text>
        </div>
        <StatusBadge status={request.status} />
      </Group>
      {withTimeline && (
        <div style={{ marginTop: 8 }}>
          <UpdatesSwitch initial={request.updates} save={(updates) => setRequestUpdates(request.id, updates)} />
        </div>
      )}
      {withTimeline && (
        <details style={{ marginTop: 8 }}>
          <summary>
            <Text component="span" size="sm">
              {t('requests.timeline')}
            </Text>
          </summary>
          <div style={{ marginTop: 8 }}>
            <RequestTimeline history={request.history} />
          </div>
        </details>
      )}
    </li>
  );
}
