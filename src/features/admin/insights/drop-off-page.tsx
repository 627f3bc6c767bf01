import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { entryModule } from '../../../engine/find-entry';
import { t } from '../../../shared/i18n/t';
import { formatDate } from '../../../shared/requests/format-date';
import { BarChart } from '../charts/bar-chart';
import { getDropOff } from '../api/get-drop-off';
import { LoadedView } from '../loaded-view';
import { requestServices } from '../requests/service-options';
import { useLoaded } from '../use-loaded';
import { ConsoleHeading } from '../console-heading';

const PERIODS = [7, 30];

/** The questions' labels in the page's language, from the entry's compiled form. */
async function questionLabels(service: string): Promise<Record<string, string>> {
  const { entry } = await entryModule(service);
  return Object.fromEntries(Object.entries(entry.form?.schema.properties ?? {}).map(([name, property]) => [name, property.title ?? name]));
}

/**
 * /admin/drop-off: where visitors give up on a service's form. A bar per question in form order:
 * page views that showed it, that left it invalid, that were sent.
 */
export function DropOffPage() {
  const [service, setService] = useState(requestServices[0]?.value ?? '');
  const [days, setDays] = useState(7);
  const { state, reload } = useLoaded(`${service}:${days}`, async (signal) => {
    const [data, labels] = await Promise.all([getDropOff(service, days, signal), questionLabels(service)]);
    return { data, labels };
  });

  return (
    <>
      <ConsoleHeading title={t('admin.dropOff.title')} intro={t('admin.dropOff.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="md" maw={720}>
        <NativeSelect label={t('admin.dropOff.service')} value={service} onChange={(e) => setService(e.currentTarget.value)} data={requestServices} data-testid="drop-off-service" />
        <NativeSelect
          label={t('admin.dropOff.period')}
          value={String(days)}
          onChange={(e) => setDays(Number(e.currentTarget.value))}
          data={PERIODS.map((d) => ({ value: String(d), label: t('admin.dropOff.lastDays', { days: d }) }))}
          data-testid="drop-off-period"
        />
      </SimpleGrid>
      <LoadedView state={state} onRetry={reload}>
        {({ data, labels }) => (
          <>
            <Text mb="md" data-testid="drop-off-totals">
              {t('admin.dropOff.totals', { views: data.views, sent: data.sent, from: formatDate(data.from), to: formatDate(data.to) })}
            </Text>
            <BarChart
              title={t('admin.dropOff.chart')}
              groupHeading={t('admin.dropOff.question')}
              series={[
                { key: 'reached', label: t('admin.dropOff.reached'), color: 'blue-7' },
                { key: 'invalid', label: t('admin.dropOff.invalid'), color: 'red-8' },
                { key: 'sent', label: t('admin.dropOff.sent'), color: 'teal-8' },
              ]}
              groups={data.fields.map((f) => ({ key: f.field, label: labels[f.field] ?? f.field, values: { reached: f.reached, invalid: f.invalid, sent: f.sent } }))}
              testId="drop-off-chart"
            />
          </>
        )}
      </LoadedView>
    </>
  );
}
