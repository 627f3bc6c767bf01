import { Anchor, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/t';
import { REQUEST_STATUSES } from '../../../core/request-status';
import { statusBadge } from '../../../shared/requests/status-badge';
import type { RequestFilters as Filters } from '../api/get-requests';
import { requestsExportUrl } from '../api/requests-export-url';
import { requestServices } from './service-options';

/** Search and filters of the request list; applying them changes the address, which reloads the list. */
export function RequestFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(filters);
  // The value is read now: React clears currentTarget once the event is over, before the updater runs.
  const set = (name: keyof Filters) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value || undefined;
    setDraft((d) => ({ ...d, [name]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined });
  }

  return (
    <form onSubmit={submit} role="search" aria-label={t('admin.requests.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" mb="sm">
        <TextInput label={t('admin.requests.search')} placeholder={t('admin.requests.searchHint')} maxLength={40} value={draft.q ?? ''} onChange={set('q')} name="q" />
        <NativeSelect
          label={t('admin.requests.status')}
          value={draft.status ?? ''}
          onChange={set('status')}
          data={[{ value: '', label: t('admin.all') }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(statusBadge(s).label) }))]}
        />
        <NativeSelect label={t('admin.requests.service')} value={draft.service ?? ''} onChange={set('service')} data={[{ value: '', label: t('admin.requests.allServices') }, ...requestServices]} />
        <TextInput type="date" label={t('admin.from')} value={draft.from ?? ''} onChange={set('from')} />
        <TextInput type="date" label={t('admin.to')} value={draft.to ?? ''} onChange={set('to')} />
      </SimpleGrid>
      <Group gap="sm" mb="md">
        <Button type="submit">{t('admin.filter')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
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
