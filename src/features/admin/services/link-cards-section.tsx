import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { Icon } from '../../../shared/ui/icon';
import { AdminTable } from '../admin-table';
import { deleteService } from '../api/delete-service';
import { getAdminServices } from '../api/get-services';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadedView } from '../loaded-view';
import type { useNotice } from '../notice';
import type { ServiceRecord } from '../../../shared/api/answers';
import { useAction } from '../use-action';
import { useLoaded } from '../use-loaded';
import { ServiceDialog, type ServiceDialogState } from './service-dialog';

/** The link cards (Service records): add, edit and delete, oldest first as they were created. */
export function LinkCardsSection({ version, notice, onSaved }: { version: number; notice: ReturnType<typeof useNotice>; onSaved: () => void }) {
  const { state, reload } = useLoaded(String(version), getAdminServices);
  const [dialog, setDialog] = useState<ServiceDialogState>(null);
  const [deleting, setDeleting] = useState<ServiceRecord | null>(null);
  const action = useAction(notice);

  async function remove(service: ServiceRecord) {
    const ok = await action.run(service.id, () => deleteService(service.id), t('admin.services.deleteFailed'));
    setDeleting(null);
    if (ok) onSaved();
  }

  return (
    <section aria-labelledby="link-cards-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="lg" id="link-cards-title">
          {t('admin.services.links')}
        </Title>
        <Button leftSection={<Plus size={16} aria-hidden="true" />} onClick={() => setDialog({ mode: 'add' })}>
          {t('admin.services.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.services.linksText')}
      </Text>
      <LoadedView state={state} onRetry={reload} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <AdminTable
            testId="service-list"
            rowTestId="service-row"
            rows={data}
            rowKey={(service) => service.id}
            columns={[
              {
                heading: t('admin.services.cardTitle'),
                cell: (service) => (
                  <Group gap="xs" wrap="nowrap">
                    <Icon name={service.icon} size={18} />
                    <Text size="sm" fw={600}>
                      {service.title}
                    </Text>
                  </Group>
                ),
              },
              { heading: t('admin.services.category'), cell: (service) => t(service.category === 'vehicle' ? 'admin.services.category.vehicle' : 'admin.services.category.driving-licence') },
              { heading: t('admin.services.link'), cell: (service) => service.link },
              {
                heading: t('admin.feedback.status'),
                cell: (service) => (
                  <Badge color={service.active ? 'teal.9' : 'gray.7'} variant="filled">
                    {service.active ? t('admin.services.active') : t('admin.services.inactive')}
                  </Badge>
                ),
              },
              {
                heading: t('admin.actions'),
                actions: true,
                cell: (service) => (
                  <Group gap="xs" wrap="wrap">
                    <Button size="xs" variant="outline" color="blue.9" onClick={() => setDialog({ mode: 'edit', service })} aria-label={t('admin.services.editLabel', { title: service.title })}>
                      {t('admin.edit')}
                    </Button>
                    <Button size="xs" variant="outline" color="red.9" onClick={() => setDeleting(service)} aria-label={t('admin.services.deleteLabel', { title: service.title })}>
                      {t('admin.delete')}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </LoadedView>
      <ServiceDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(message) => {
          setDialog(null);
          notice.success(message);
          onSaved();
        }}
      />
      <ConfirmDialog question={t('admin.services.deleteQuestion')} opened={deleting !== null} busy={action.busy !== null} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)} />
    </section>
  );
}
