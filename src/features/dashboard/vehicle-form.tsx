import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { EXPIRY_KINDS, type VehicleExpiries } from '../../core/reminders';
import { parseVehicleNumber, vehicleNumberInput } from '../../core/vehicle-number';
import { apiErrorText } from '../../shared/api/api-error-text';
import { SAVE_WORDING } from './error-wording';
import { EXPIRY_LABELS } from './reminder-links';

export interface VehicleInput {
  number: string;
  expiries: VehicleExpiries;
}

/** Add or edit a vehicle: its number (the one vehicle-number rule) and optional expiry dates. */
export function VehicleForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: VehicleInput;
  submitLabel: string;
  onSave: (input: VehicleInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [number, setNumber] = useState(initial?.number ?? '');
  const [expiries, setExpiries] = useState<VehicleExpiries>(initial?.expiries ?? {});
  const [numberError, setNumberError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseVehicleNumber(number);
    if (!parsed) {
      setNumberError(number.trim() === '' ? t('dash.vehicle.numberRequired') : t('dash.vehicle.numberInvalid'));
      event.currentTarget.querySelector<HTMLInputElement>('[name="number"]')?.focus();
      return;
    }
    setNumberError(null);
    setBusy(true);
    try {
      // Empty date fields are not tracked: leave them out rather than send empty strings.
      const dates = Object.fromEntries(Object.entries(expiries).filter(([, v]) => v)) as VehicleExpiries;
      await onSave({ number: parsed, expiries: dates });
      if (!initial) {
        setNumber('');
        setExpiries({});
      }
    } catch (err) {
      const shown = apiErrorText(err, t('api.failed'), SAVE_WORDING);
      if (shown.fields.number) setNumberError(shown.fields.number);
      else setFailure(shown.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <TextInput
          type="text"
          name="number"
          label={t('dash.vehicle.number')}
          description={t('dash.vehicle.numberHint')}
          value={number}
          onChange={(e) => setNumber(vehicleNumberInput(e.currentTarget.value))}
          error={numberError}
          autoComplete="off"
          required
        />
        <Text size="sm" fw={500} id={`${id}-dates`}>
          {t('dash.vehicle.dates')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-labelledby={`${id}-dates`}>
          {EXPIRY_KINDS.map((kind) => (
            <TextInput
              key={kind}
              type="date"
              name={kind}
              label={t(EXPIRY_LABELS[kind])}
              value={expiries[kind] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setExpiries((current) => ({ ...current, [kind]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {failure && <ErrorAlert p="xs">{failure}</ErrorAlert>}
        <Group gap="sm">
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel}>
              {t('dash.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
