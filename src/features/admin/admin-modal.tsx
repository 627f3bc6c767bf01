import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../shared/i18n/t';

/**
 * The console's dialogs: centred, with a close button that says what it does. Callers derive a
 * dialog's content from what it is about and clear that on close; the dialog keeps showing its last
 * content while it fades out, instead of an empty box.
 */
export function AdminModal({ opened, title, children, ...props }: ModalProps) {
  const [last, setLast] = useState({ title, children });
  const shown = opened ? { title, children } : last;
  if (opened && (last.title !== title || last.children !== children)) setLast({ title, children });
  return (
    <Modal centered closeButtonProps={{ 'aria-label': t('admin.close') }} opened={opened} title={shown.title} {...props}>
      {shown.children}
    </Modal>
  );
}
