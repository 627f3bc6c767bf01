import { Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { StatusBadge } from '../../../shared/requests/status-badge-view';
import { AdminTable } from '../admin-table';
import type { AdminRequest } from '../../../shared/api/answers';
import { serviceTitle } from './service-options';
import { istDay } from '../../../catalog/due-at';
import { DueBadge } from './due-badge';
import { nextStatuses } from './status-dialog';

/** The request list in the server's order: columns on a wide screen, one card per request on a phone. */
export function RequestTable({ requests, onChangeStatus }: { requests: AdminRequest[]; onChangeStatus: (request: AdminRequest) => void }) {
  if (requests.length === 0) return <Text c="dimmed">{t('admin.none')}</Text>;
  const today = istDay(Date.now());
  return (
    <AdminTable
      testId="request-list"
      rowTestId="request-row"
      rows={requests}
      rowKey={(r) => r.id}
      columns={[
        {
          heading: t('admin.requests.serviceNumber'),
          cell: (r) => (
            <Anchor renderRoot={(props) => <Link {...props} to="/admin/requests/$requestId" params={{ requestId: r.id }} />} fw={600} aria-label={t('admin.requests.openLabel', { serviceNumber: r.serviceNumber })}>
              {r.serviceNumber}
            </Anchor>
          ),
        },
        { heading: t('admin.requests.service'), cell: (r) => serviceTitle(r.entryId, r.title) },
        {
          heading: t('admin.requests.status'),
          cell: (r) => (
            <>
              <StatusBadge status={r.status} reader="desk" />
              {!r.updates && (
                <Badge color="gray.8" variant="outline" ml={4} data-testid="texts-off">
                  {t('admin.requests.textsOff')}
                </Badge>
              )}
            </>
          ),
        },
        { heading: t('admin.requests.due'), cell: (r) => <DueBadge request={r} today={today} /> },
        { heading: t('admin.requests.sent'), cell: (r) => formatDateTime(r.createdAt) },
        { heading: t('admin.requests.received'), testId: 'received-at', cell: (r) => (r.receivedAt ? formatDateTime(r.receivedAt) : t('admin.requests.notReceived')) },
        { heading: t('admin.requests.phone'), cell: (r) => r.phone },
        { heading: t('admin.requests.vehicle'), cell: (r) => r.vehicleNumber ?? '—' },
        {
          heading: t('admin.actions'),
          actions: true,
          cell: (r) =>
            nextStatuses(r.status).length > 0 && (
              <Button size="xs" variant="outline" color="blue.9" onClick={() => onChangeStatus(r)} aria-label={t('admin.requests.changeStatusFor', { serviceNumber: r.serviceNumber })}>
                {t('admin.requests.changeStatus')}
              </Button>
            ),
        },
      ]}
    />
  );
}
