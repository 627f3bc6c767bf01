import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../shared/i18n/t';
import { formatDate } from '../../shared/requests/format-date';
import { EXPIRY_KINDS, type Vehicle } from '../../core/reminders';
import { deleteVehicle } from './api/delete-vehicle';
import { updateVehicle } from './api/update-vehicle';
import { apiErrorText } from '../../shared/api/api-error-text';
import { SAVE_WORDING } from './error-wording';
import { EXPIRY_LABELS } from './reminder-links';
import { VehicleForm } from './vehicle-form';

/** One vehicle with its dates; Edit opens the form in place, Remove asks once more before deleting. */
export function VehicleItem({ vehicle, onChanged }: { vehicle: Vehicle; onChanged: () => Promise<void> }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const dates = EXPIRY_KINDS.filter((kind) => vehicle.expiries[kind]);

  async function remove() {
    setFailure(null);
    try {
      await deleteVehicle(vehicle.id);
      await onChanged();
    } catch (err) {
      setFailure(apiErrorText(err, t('api.failed'), SAVE_WORDING).message);
      setMode('view');
    }
  }

  return (
    <li data-testid="vehicle" aria-label={vehicle.number}>
      {mode === 'edit' ? (
        <VehicleForm
          initial={{ number: vehicle.number, expiries: vehicle.expiries }}
          submitLabel={t('dash.vehicle.save')}
          onSave={async (input) => {
            await updateVehicle(vehicle.id, input);
            setMode('view');
            await onChanged();
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          <Text fw={700} data-testid="vehicle-number">
            {vehicle.number}
          </Text>
          {dates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dash.vehicle.noDates')}
            </Text>
          ) : (
            <Text size="sm" component="ul" m={0} pl="md">
              {dates.map((kind) => (
                <li key={kind}>
                  {t(EXPIRY_LABELS[kind])}: {formatDate(vehicle.expiries[kind]!)}
                </li>
              ))}
            </Text>
          )}
          {failure && (
            <Text size="sm" c="red.9" role="alert">
              {failure}
            </Text>
          )}
          <Group gap="xs" mt="xs">
            {mode === 'confirm' ? (
              <>
                <Text size="sm">{t('dash.vehicle.confirmRemove', { number: vehicle.number })}</Text>
                <Button size="xs" color="red.9" onClick={() => void remove()}>
                  {t('dash.vehicle.remove')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setMode('view')}>
                  {t('dash.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button size="xs" variant="light" onClick={() => setMode('edit')} aria-label={t('dash.vehicle.editLabel', { number: vehicle.number })}>
                  {t('dash.vehicle.edit')}
                </Button>
                <Button size="xs" variant="outline" color="red.9" onClick={() => setMode('confirm')} aria-label={t('dash.vehicle.removeLabel', { number: vehicle.number })}>
                  {t('dash.vehicle.remove')}
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </li>
  );
}
