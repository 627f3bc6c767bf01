import { Anchor, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { istDay } from '../../../catalog/due-at';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import table from '../admin-table.module.css';
import { getGrievances } from '../api/get-grievances';
import { LoadedView } from '../loaded-view';
import { DueBadge } from '../requests/due-badge';
import { useLoaded } from '../use-loaded';
import { grievanceKindLabel } from './grievance-kind';

/** /admin/grievances: the grievance officer's queue, the open grievances with the one due first on top, each with its day to answer by. */
export function GrievancesPage() {
  const { state, reload } = useLoaded('open', (signal) => getGrievances(signal));
  const today = istDay(Date.now());
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="xs">
        {t('admin.grievances.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('admin.grievances.intro')}
      </Text>
      <LoadedView state={state} onRetry={reload} isEmpty={(data) => data.length === 0}>
        {(grievances) => (
          <table className={table.table} data-testid="grievance-list">
            <thead>
              <tr>
                <th scope="col">{t('admin.grievances.reference')}</th>
                <th scope="col">{t('admin.grievances.due')}</th>
                <th scope="col">{t('admin.grievances.kind')}</th>
                <th scope="col">{t('admin.grievances.from')}</th>
                <th scope="col">{t('admin.grievances.received')}</th>
              </tr>
            </thead>
            <tbody>
              {grievances.map((g) => (
                <tr key={g.reference} data-testid="grievance-row">
                  <td data-label={t('admin.grievances.reference')}>
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/admin/grievances/$reference" params={{ reference: g.reference }} />}
                      fw={600}
                      aria-label={t('admin.grievances.openLabel', { reference: g.reference })}
                    >
                      {g.reference}
                    </Anchor>
                  </td>
                  <td data-label={t('admin.grievances.due')}>
                    <DueBadge request={{ dueOn: g.answerBy }} today={today} />
                  </td>
                  <td data-label={t('admin.grievances.kind')}>{t(grievanceKindLabel(g.kind))}</td>
                  <td data-label={t('admin.grievances.from')}>
                    <Text size="sm" fw={600}>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {g.phone}
                    </Text>
                  </td>
                  <td data-label={t('admin.grievances.received')}>{formatDateTime(g.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadedView>
    </>
  );
}
