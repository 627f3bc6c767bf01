import { Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { StatusBadge } from '../../../shared/requests/status-badge-view';
import table from '../admin-table.module.css';
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
    <table className={table.table} data-testid="request-list">
      <thead>
        <tr>
          <th scope="col">{t('admin.requests.serviceNumber')}</th>
          <th scope="col">{t('admin.requests.service')}</th>
          <th scope="col">{t('admin.requests.status')}</th>
          <th scope="col">{t('admin.requests.due')}</th>
          <th scope="col">{t('admin.requests.sent')}</th>
          <th scope="col">{t('admin.requests.received')}</th>
          <th scope="col">{t('admin.requests.phone')}</th>
          <th scope="col">{t('admin.requests.vehicle')}</th>
          <th scope="col">{t('admin.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => (
          <tr key={r.id} data-testid="request-row">
            <td data-label={t('admin.requests.serviceNumber')}>
              <Anchor renderRoot={(props) => <Link {...props} to="/admin/requests/$requestId" params={{ requestId: r.id }} />} fw={600} aria-label={t('admin.requests.openLabel', { serviceNumber: r.serviceNumber })}>
                {r.serviceNumber}
              </Anchor>
            </td>
            <td data-label={t('admin.requests.service')}>{serviceTitle(r.entryId, r.title)}</td>
            <td data-label={t('admin.requests.status')}>
              <StatusBadge status={r.status} reader="desk" />
              {!r.updates && (
                <Badge color="gray.8" variant="outline" ml={4} data-testid="texts-off">
                  {t('admin.requests.textsOff')}
                </Badge>
              )}
            </td>
            <td data-label={t('admin.requests.due')}>
              <DueBadge request={r} today={today} />
            </td>
            <td data-label={t('admin.requests.sent')}>{formatDateTime(r.createdAt)}</td>
            <td data-label={t('admin.requests.received')} data-testid="received-at">
              {r.receivedAt ? formatDateTime(r.receivedAt) : t('admin.requests.notReceived')}
            </td>
            <td data-label={t('admin.requests.phone')}>{r.phone}</td>
            <td data-label={t('admin.requests.vehicle')}>{r.vehicleNumber ?? '—'}</td>
            <td>
              {nextStatuses(r.status).length > 0 && (
                <Button size="xs" variant="outline" color="blue.9" onClick={() => onChangeStatus(r)} aria-label={t('admin.requests.changeStatusFor', { serviceNumber: r.serviceNumber })}>
                  {t('admin.requests.changeStatus')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
