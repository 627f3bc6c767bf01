import { Text, Title } from '@mantine/core';
import type { WeekSummary } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { statusLabel } from '../../../shared/requests/status-badge';
import table from '../admin-table.module.css';
import { BarChart } from '../charts/bar-chart';
import { getWeekSummary } from '../api/get-week-summary';
import { LoadedView } from '../loaded-view';
import { serviceTitle } from '../requests/service-options';
import { useLoaded } from '../use-loaded';
import { durationText } from './duration';
import { ConsoleHeading } from '../console-heading';

const WEEKS = [
  { key: 'week', label: 'admin.summary.thisWeek', color: 'blue-7' },
  { key: 'before', label: 'admin.summary.weekBefore', color: 'gray-6' },
] as const;

/**
 * /admin/summary: the requests recorded in the last 7 days beside the 7 before: the key figures,
 * a chart of the requests per status, and the requests and returns for correction per service.
 */
export function SummaryPage() {
  const { state, reload } = useLoaded('summary', getWeekSummary);
  return (
    <>
      <ConsoleHeading title={t('admin.summary.title')} intro={t('admin.summary.intro')} />
      <LoadedView state={state} onRetry={reload}>
        {({ weeks: [week, before] }) => (week && before ? <Summary week={week} before={before} /> : null)}
      </LoadedView>
    </>
  );
}

function Summary({ week, before }: { week: WeekSummary; before: WeekSummary }) {
  const figures = [
    { key: 'requests', label: t('admin.summary.requests'), of: (w: WeekSummary) => String(w.requests) },
    { key: 'received', label: t('admin.summary.toReceived'), of: (w: WeekSummary) => durationText(w.medianToReceivedMs) },
    { key: 'done', label: t('admin.summary.toDone'), of: (w: WeekSummary) => durationText(w.medianToDoneMs) },
    { key: 'returns', label: t('admin.summary.returns'), of: (w: WeekSummary) => String(w.returns) },
  ];
  const services = [...new Set([...week.byService, ...before.byService].map((s) => s.entryId))];
  const serviceOf = (w: WeekSummary, entryId: string) => w.byService.find((s) => s.entryId === entryId);
  return (
    <>
      <table className={table.table} data-testid="summary-figures">
        <caption className="visually-hidden">{t('admin.summary.figures')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.summary.figure')}</th>
            <th scope="col">{t('admin.summary.thisWeek')}</th>
            <th scope="col">{t('admin.summary.weekBefore')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.key} data-testid={`summary-${f.key}`}>
              <th scope="row">{f.label}</th>
              <td data-label={t('admin.summary.thisWeek')}>{f.of(week)}</td>
              <td data-label={t('admin.summary.weekBefore')}>{f.of(before)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Title order={2} fz="lg" mt="xl" mb="sm">
        {t('admin.summary.byStatus')}
      </Title>
      <BarChart
        title={t('admin.summary.byStatusChart')}
        groupHeading={t('admin.summary.status')}
        series={WEEKS.map((w) => ({ key: w.key, label: t(w.label), color: w.color }))}
        groups={week.byStatus.map((s) => ({
          key: s.status,
          label: t(statusLabel(s.status, 'desk')),
          values: { week: s.requests, before: before.byStatus.find((b) => b.status === s.status)?.requests ?? 0 },
        }))}
        testId="summary-chart"
      />
      <Title order={2} fz="lg" mt="xl" mb="sm">
        {t('admin.summary.byService')}
      </Title>
      {services.length === 0 ? (
        <Text c="dimmed">{t('admin.none')}</Text>
      ) : (
        <table className={table.table} data-testid="summary-services">
          <thead>
            <tr>
              <th scope="col">{t('admin.requests.service')}</th>
              <th scope="col">{t('admin.summary.thisWeek')}</th>
              <th scope="col">{t('admin.summary.weekBefore')}</th>
              <th scope="col">{t('admin.summary.returnsThisWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {services.map((entryId) => (
              <tr key={entryId}>
                <th scope="row">{serviceTitle(entryId)}</th>
                <td data-label={t('admin.summary.thisWeek')}>{serviceOf(week, entryId)?.requests ?? 0}</td>
                <td data-label={t('admin.summary.weekBefore')}>{serviceOf(before, entryId)?.requests ?? 0}</td>
                <td data-label={t('admin.summary.returnsThisWeek')}>{serviceOf(week, entryId)?.returns ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
