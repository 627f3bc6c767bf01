import { Button, Group, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { usePageNavigate } from '../../shared/islands/page-navigation';
import { parseVehicleNumber, vehicleNumberInput } from '../../core/vehicle-number';

/**
 * The vehicle number search; `invalid` shows the error at once (a bad number in the address). The
 * portal holds no vehicle records, so a valid number goes straight to the services for it.
 */
export default function VehicleSearchForm({ initialValue = '', invalid = false, inputId }: { initialValue?: string; invalid?: boolean; inputId?: string }) {
  const navigate = usePageNavigate();
  const [value, setValue] = useState(() => vehicleNumberInput(initialValue));
  const [error, setError] = useState<string | null>(invalid ? t('search.invalid') : null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = parseVehicleNumber(value);
    if (!number) {
      setError(t('search.invalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    navigate({ to: '/vehicle-details', search: { number } });
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('search.title')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="text"
          ref={input}
          id={inputId}
          label={t('search.label')}
          description={t('search.hint')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => {
            setValue(vehicleNumberInput(e.currentTarget.value));
            setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="md"
          style={{ flex: '1 1 240px' }}
          styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
          data-testid="vehicle-search-input"
        />
        <Button type="submit" size="md" className="search-submit" leftSection={<Search size={18} aria-hidden="true" />} style={{ flex: '0 1 auto' }}>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
