import { Button, Group } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/**
 * The row that ends a console dialog: Cancel, then Save (the form's submit, "Saving…" while `busy`),
 * or Delete in red where the dialog confirms a delete.
 */
export function DialogButtons({ busy, onCancel, onDelete }: { busy: boolean; onCancel: () => void; onDelete?: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      {onDelete ? (
        <Button color="red.9" onClick={onDelete} disabled={busy}>
          {t('admin.delete')}
        </Button>
      ) : (
        <Button type="submit" disabled={busy}>
          {busy ? t('admin.saving') : t('admin.save')}
        </Button>
      )}
    </Group>
  );
}
