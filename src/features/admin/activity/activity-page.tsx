import { Badge, Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/t';
import { formatDateTime } from '../../../shared/requests/format-date';
import { AdminTable } from '../admin-table';
import { getAudit, type AuditFilters } from '../api/get-audit';
import { LoadedView } from '../loaded-view';
import { MoreButton } from '../more-button';
import { usePaged } from '../use-paged';
import { AUDIT_ACTIONS, type AuditAction } from '../../../core/audit-actions';
import { visibleText } from '../../../core/visible-text';
import { ConsoleHeading } from '../console-heading';

/** An audit action as the console names it; the list shows its code too, as the server's logs do. */
const actionName = (action: AuditAction) => t(`admin.activity.action.${action}`);

/** /admin/activity (admins only): who did what, when and from where, newest first, filterable. */
export function ActivityPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState<AuditFilters>({});
  const list = usePaged(JSON.stringify(filters), (cursor, signal) => getAudit(filters, cursor, signal));
  // The value is read now: React clears currentTarget once the event is over, before the updater runs.
  const set = (name: keyof AuditFilters) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value || undefined;
    setDraft((d) => ({ ...d, [name]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...draft, actor: draft.actor?.trim() || undefined });
  }

  return (
    <>
      <ConsoleHeading title={t('admin.activity.title')} />
      <form onSubmit={submit} role="search" aria-label={t('admin.activity.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="sm">
          <TextInput type="text" label={t('admin.activity.actor')} placeholder={t('admin.activity.actorHint')} maxLength={64} value={draft.actor ?? ''} onChange={set('actor')} />
          <NativeSelect label={t('admin.activity.action')} value={draft.action ?? ''} onChange={set('action')} data={[{ value: '', label: t('admin.activity.allActions') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionName(action) }))]} />
          <TextInput type="date" label={t('admin.from')} value={draft.from ?? ''} onChange={set('from')} />
          <TextInput type="date" label={t('admin.to')} value={draft.to ?? ''} onChange={set('to')} />
        </SimpleGrid>
        <Group gap="sm" mb="md">
          <Button type="submit">{t('admin.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              setFilters({});
            }}
          >
            {t('admin.clearFilters')}
          </Button>
        </Group>
      </form>
      <LoadedView state={list.state} onRetry={list.reload} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <AdminTable
              testId="audit-list"
              rowTestId="audit-row"
              rows={data.items}
              rowKey={(event) => event.id}
              columns={[
                { heading: t('admin.activity.when'), cell: (event) => formatDateTime(event.at) },
                {
                  heading: t('admin.activity.actor'),
                  // A failed sign-in's actor is whatever username was typed; events stored before it was escaped are escaped here.
                  // The name and the role's words stay apart: one is data, the other is translated.
                  cell: (event) => (
                    <>
                      {event.actor === null ? null : visibleText(event.actor)}
                      {event.role ? ` (${t(`admin.role.${event.role}`)})` : ''}
                    </>
                  ),
                },
                {
                  heading: t('admin.activity.action'),
                  cell: (event) => (
                    <>
                      <span data-testid="audit-action">{actionName(event.action)}</span>
                      <Text component="span" display="block" size="xs" c="dimmed" ff="monospace">
                        {event.action}
                      </Text>
                    </>
                  ),
                },
                { heading: t('admin.activity.target'), cell: (event) => (event.target === null ? '—' : visibleText(event.target)) },
                { heading: t('admin.activity.detail'), cell: (event) => (event.detail === null ? '—' : visibleText(event.detail)) },
                { heading: t('admin.activity.ip'), cell: (event) => event.ip ?? '—' },
                {
                  heading: t('admin.activity.result'),
                  cell: (event) => (
                    <Badge color={event.ok ? 'teal.9' : 'red.9'} variant="filled">
                      {event.ok ? t('admin.activity.ok') : t('admin.activity.failed')}
                    </Badge>
                  ),
                },
              ]}
            />
            <MoreButton hasMore={data.nextCursor !== null} loading={list.loadingMore} error={list.moreError} onMore={() => void list.more()} />
          </>
        )}
      </LoadedView>
    </>
  );
}
