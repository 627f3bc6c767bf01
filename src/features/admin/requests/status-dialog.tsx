import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/t';
import { canMoveTo, settableStatuses, type RequestStatus } from '../../../core/request-status';
import { statusBadge } from '../../../shared/requests/status-badge';
import { changeRequestStatus, type StatusChange } from '../api/change-request-status';
import type { AdminRequest } from '../../../shared/api/answers';
import { AdminModal } from '../admin-modal';
import { DialogButtons } from '../dialog-buttons';
import { SmsPartsHint } from './sms-parts-hint';
import { useSave } from '../use-action';

/** The statuses a request may move to next (none once completed or closed). */
export const nextStatuses = (status: RequestStatus) => settableStatuses().filter((s) => canMoveTo(status, s)) as StatusChange['status'][];

/** Change a request's status, with the note the visitor reads (and the reason, when closing). */
export function StatusDialog({ request, onClose, onChanged }: { request: AdminRequest | null; onClose: () => void; onChanged: () => void }) {
  return (
    <AdminModal opened={request !== null} onClose={onClose} title={request ? t('admin.requests.changeStatusFor', { serviceNumber: request.serviceNumber }) : ''}>
      {request && <StatusForm key={request.id} request={request} onCancel={onClose} onChanged={onChanged} />}
    </AdminModal>
  );
}

function StatusForm({ request, onCancel, onChanged }: { request: AdminRequest; onCancel: () => void; onChanged: () => void }) {
  const choices = nextStatuses(request.status);
  const [status, setStatus] = useState<StatusChange['status']>(choices[0] ?? 'closed');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const { saving, error, save } = useSave(t('admin.requests.statusFailed'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(async () => {
      await changeRequestStatus(request.id, { status, ...(note.trim() ? { note: note.trim() } : {}), ...(status === 'closed' && reason.trim() ? { reason: reason.trim() } : {}) });
      onChanged();
    });
  }

  const fieldError = (name: string) => error?.fields[name];
  const general = error && !fieldError('reason') && !fieldError('note') ? error.message : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('admin.requests.newStatus')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as StatusChange['status'])}
          data={choices.map((s) => ({ value: s, label: t(statusBadge(s, 'desk').label) }))}
          error={fieldError('status') ?? general}
        />
        <Textarea
          label={t('admin.requests.note')}
          description={
            <>
              {t('admin.requests.noteHint')}
              <SmsPartsHint note={note} />
            </>
          }
          maxLength={500}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={fieldError('note')}
        />
        {status === 'closed' && (
          <Textarea
            label={t('admin.requests.reason')}
            // Without a note, the visitor is texted the reason.
            description={note.trim() ? undefined : <SmsPartsHint note={reason} />}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError('reason')}
          />
        )}
        <DialogButtons busy={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
