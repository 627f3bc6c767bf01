import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, type ModalProps } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/** The console's dialogs: centred, with a close button that says what it does. */
export function AdminModal(props: ModalProps) {
  return <Modal centered closeButtonProps={{ 'aria-label': t('admin.close') }} {...props} />;
}
