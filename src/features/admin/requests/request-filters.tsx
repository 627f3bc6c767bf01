import { Anchor, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/t';
import { REQUEST_STATUSES } from '../../../core/request-status';
import { statusBadge } from '../../../shared/requests/status-badge';
import { listOrder, type RequestFilters as Filters } from '../api/get-requests';
import { requestsExportUrl } from '../api/requests-export-url';
import { requestServices } from './service-options';

const keyOf = (f: Filters) => JSON.stringify([f.q, f.status, f.service, f.from, f.to, f.sort]);

/**
 * Search and filters of the request list; applying them changes the address, which reloads the list.
 * The form shows the applied filters with the desk's unsent changes on top, and drops those changes
 * once the address carries what was applied. Filters applied from elsewhere (a tap on the waiting
 * count) never drop what is being typed: the address changes before the page is drawn anew (the
 * admin check runs first), and when the form was remounted on every change, text typed in between
 * went to the old form and Apply sent the filters without it.
 */
export function RequestFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const [edits, setEdits] = useState<Filters>({});
  const [sent, setSent] = useState<string | null>(null);
  if (sent !== null && sent === keyOf(filters)) {
    setSent(null);
    setEdits({});
  }
  // An emptied field stays in `edits` as undefined, so it does not fall back to the applied value.
  const draft: Filters = { ...filters, ...edits };
  // The value is read now: React clears currentTarget once the event is over, before the updater runs.
  const set = (name: Exclude<keyof Filters, 'sort'>) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value || undefined;
    setEdits((d) => ({ ...d, [name]: value }));
  };

  function apply(next: Filters) {
    setSent(keyOf(next));
    onApply(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ ...draft, q: draft.q?.trim() || undefined });
  }

  return (
    <form onSubmit={submit} role="search" aria-label={t('admin.requests.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 6 }} spacing="sm" mb="sm">
        <TextInput type="text" label={t('admin.requests.search')} placeholder={t('admin.requests.searchHint')} maxLength={40} value={draft.q ?? ''} onChange={set('q')} name="q" />
        <NativeSelect
          label={t('admin.requests.status')}
          value={draft.status ?? ''}
          onChange={set('status')}
          data={[{ value: '', label: t('admin.all') }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(statusBadge(s, 'desk').label) }))]}
        />
        <NativeSelect label={t('admin.requests.service')} value={draft.service ?? ''} onChange={set('service')} data={[{ value: '', label: t('admin.requests.allServices') }, ...requestServices]} />
        <TextInput type="date" label={t('admin.from')} value={draft.from ?? ''} onChange={set('from')} />
        <TextInput type="date" label={t('admin.to')} value={draft.to ?? ''} onChange={set('to')} />
        <NativeSelect
          label={t('admin.requests.order')}
          value={listOrder(draft)}
          onChange={(event) => {
            const sort = event.currentTarget.value === 'newest' ? 'newest' : undefined;
            setEdits((d) => ({ ...d, sort }));
          }}
          disabled={Boolean(draft.from || draft.to)}
          description={draft.from || draft.to ? t('admin.requests.orderDates') : undefined}
          data={[
            { value: 'due', label: t('admin.requests.orderDue') },
            { value: 'newest', label: t('admin.requests.orderNewest') },
          ]}
        />
      </SimpleGrid>
      <Group gap="sm" mb="md">
        <Button type="submit">{t('admin.filter')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setEdits({ q: undefined, status: undefined, service: undefined, from: undefined, to: undefined, sort: undefined });
            apply({});
          }}
        >
          {t('admin.clearFilters')}
        </Button>
        {/* The list as it is filtered now (applied filters, not the unsent draft). */}
        <Anchor href={requestsExportUrl(filters)} download data-testid="export-csv" ml="auto" size="sm" fw={500}>
          <Download size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('admin.requests.export')}
        </Anchor>
      </Group>
    </form>
  );
}
