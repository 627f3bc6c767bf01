import { Text } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { AdminModal } from './admin-modal';
import { DialogButtons } from './dialog-buttons';

/** Asks before something that cannot be undone (a delete), in the portal's fixed words ('Are you sure you want to delete this service?'). */
export function ConfirmDialog({ question, opened, busy, onConfirm, onCancel }: { question: string; opened: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AdminModal opened={opened} onClose={onCancel} title={t('admin.confirm')}>
      <Text mb="lg">{question}</Text>
      <DialogButtons busy={busy} onCancel={onCancel} onDelete={onConfirm} />
    </AdminModal>
  );
}
