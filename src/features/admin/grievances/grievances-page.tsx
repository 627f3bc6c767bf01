import { Anchor, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { istDay } from '../../../catalog/due-at';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { AdminTable } from '../admin-table';
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
          <AdminTable
            testId="grievance-list"
            rowTestId="grievance-row"
            rows={grievances}
            rowKey={(g) => g.reference}
            columns={[
              {
                heading: t('admin.grievances.reference'),
                cell: (g) => (
                  <Anchor renderRoot={(props) => <Link {...props} to="/admin/grievances/$reference" params={{ reference: g.reference }} />} fw={600} aria-label={t('admin.grievances.openLabel', { reference: g.reference })}>
                    {g.reference}
                  </Anchor>
                ),
              },
              { heading: t('admin.grievances.due'), cell: (g) => <DueBadge request={{ dueOn: g.answerBy }} today={today} /> },
              { heading: t('admin.grievances.kind'), cell: (g) => t(grievanceKindLabel(g.kind)) },
              {
                heading: t('admin.grievances.from'),
                cell: (g) => (
                  <>
                    <Text size="sm" fw={600}>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {g.phone}
                    </Text>
                  </>
                ),
              },
              { heading: t('admin.grievances.received'), cell: (g) => formatDateTime(g.receivedAt) },
            ]}
          />
        )}
      </LoadedView>
    </>
  );
}
