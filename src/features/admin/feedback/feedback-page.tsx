import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Badge, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { formatDate } from '../../../shared/requests/format-date';
import { AdminTable } from '../admin-table';
import { deleteFeedback } from '../api/delete-feedback';
import { getAdminFeedback } from '../api/get-feedback';
import { moderateFeedback } from '../api/moderate-feedback';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadedView } from '../loaded-view';
import { Notice, useNotice } from '../notice';
import type { FeedbackRecord } from '../../../shared/api/answers';
import { useAction } from '../use-action';
import { useLoaded } from '../use-loaded';

type Show = 'all' | 'pending' | 'approved';

const statusOf = (f: FeedbackRecord) =>
  f.approved === true ? { label: t('admin.feedback.approved'), color: 'teal.9' } : f.approved === false ? { label: t('admin.feedback.rejected'), color: 'gray.7' } : { label: t('admin.feedback.pending'), color: 'yellow.5' };

/** /admin/feedback: every feedback newest first; approve, unapprove (reject) or delete. Only approved ones show on the home page. */
export function FeedbackPage() {
  const [show, setShow] = useState<Show>('all');
  const { state, reload } = useLoaded(show, (signal) => getAdminFeedback(show === 'all' ? undefined : show, signal));
  const [deleting, setDeleting] = useState<FeedbackRecord | null>(null);
  const notice = useNotice();
  const { busy, run } = useAction(notice);

  const moderate = async (item: FeedbackRecord, approved: boolean) => {
    if (await run(item.id, () => moderateFeedback(item.id, approved), t('admin.feedback.updateFailed'))) reload();
  };

  async function remove(item: FeedbackRecord) {
    const ok = await run(item.id, () => deleteFeedback(item.id), t('admin.feedback.deleteFailed'));
    setDeleting(null);
    if (ok) reload();
  }

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('admin.feedback.title')}
        </Title>
        <SegmentedControl
          aria-label={t('admin.feedback.show')}
          value={show}
          onChange={(value) => setShow(value as Show)}
          data={[
            { value: 'all', label: t('admin.all') },
            { value: 'pending', label: t('admin.feedback.pending') },
            { value: 'approved', label: t('admin.feedback.approved') },
          ]}
        />
      </Group>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LoadedView state={state} onRetry={reload} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <AdminTable
            testId="feedback-list"
            rowTestId="feedback-row"
            rows={data}
            rowKey={(item) => item.id}
            columns={[
              {
                heading: t('admin.feedback.from'),
                cell: (item) => (
                  <>
                    <Text size="sm" fw={600}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.email ?? t('admin.feedback.noEmail')}
                    </Text>
                  </>
                ),
              },
              {
                heading: t('admin.feedback.rating'),
                cell: (item) => (
                  <Group gap={2} wrap="nowrap" aria-label={t('admin.feedback.ratingValue', { rating: item.rating })} role="img">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} size={14} aria-hidden="true" fill={i < item.rating ? 'currentColor' : 'none'} />
                    ))}
                  </Group>
                ),
              },
              { heading: t('admin.feedback.message'), cell: (item) => item.message },
              { heading: t('admin.feedback.service'), cell: (item) => item.service_type ?? t('admin.feedback.noService') },
              { heading: t('admin.feedback.date'), cell: (item) => formatDate(item.created_at) },
              {
                heading: t('admin.feedback.status'),
                cell: (item) => {
                  const status = statusOf(item);
                  return (
                    <Badge color={status.color} variant="filled" autoContrast data-testid="feedback-status">
                      {status.label}
                    </Badge>
                  );
                },
              },
              {
                heading: t('admin.actions'),
                actions: true,
                cell: (item) => (
                  <Group gap="xs" wrap="wrap">
                    {item.approved === true ? (
                      <Button size="xs" variant="outline" color="gray.8" disabled={busy === item.id} onClick={() => void moderate(item, false)} aria-label={t('admin.feedback.unapproveLabel', { name: item.name })}>
                        {t('admin.feedback.unapprove')}
                      </Button>
                    ) : (
                      <Button size="xs" variant="outline" color="teal.9" disabled={busy === item.id} onClick={() => void moderate(item, true)} aria-label={t('admin.feedback.approveLabel', { name: item.name })}>
                        {t('admin.feedback.approve')}
                      </Button>
                    )}
                    <Button size="xs" variant="outline" color="red.9" disabled={busy === item.id} onClick={() => setDeleting(item)} aria-label={t('admin.feedback.deleteLabel', { name: item.name })}>
                      {t('admin.delete')}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </LoadedView>
      <ConfirmDialog question={t('admin.feedback.deleteQuestion')} opened={deleting !== null} busy={busy !== null} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)} />
    </>
  );
}
