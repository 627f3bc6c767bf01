import { Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import type { Vehicle } from '../../core/reminders';
import { addVehicle } from './api/add-vehicle';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { VehicleForm } from './vehicle-form';
import { VehicleItem } from './vehicle-item';
import { useReload } from './use-reload';

/** /dashboard/vehicles: the account's vehicles with their expiry dates; add, edit, remove. */
export function VehiclesPage({ loaded }: { loaded: Loaded<Vehicle[]> }) {
  const reload = useReload();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.vehiclesPage.title')}
      </Title>
      <Text size="sm">{t('dash.vehiclesPage.text')}</Text>
      {loaded.ok ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-vehicles">
          <Title order={2} fz="lg" mb="sm" id="your-vehicles">
            {t('dash.vehicle.yours', { count: loaded.data.length })}
          </Title>
          {loaded.data.length === 0 ? (
            <Text size="sm">{t('dash.vehicle.none')}</Text>
          ) : (
            <Stack gap="lg" component="ul" className="plain-list">
              {loaded.data.map((vehicle) => (
                <VehicleItem key={vehicle.id} vehicle={vehicle} onChanged={reload} />
              ))}
            </Stack>
          )}
        </Paper>
      ) : (
        <LoadFailed message={loaded.message} onRetry={() => void reload()} />
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-vehicle">
        <Title order={2} fz="lg" mb="sm" id="add-vehicle">
          {t('dash.vehicle.add')}
        </Title>
        <VehicleForm
          submitLabel={t('dash.vehicle.add')}
          onSave={async (input) => {
            await addVehicle(input);
            await reload();
          }}
        />
      </Paper>
    </Stack>
  );
}
