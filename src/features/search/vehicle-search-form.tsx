import { Button, Group, Loader, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { parseVehicleNumber, vehicleNumberInput } from '../../shared/vehicle-number';

// A short pause before the details page, while the button reads 'Searching AP Database...'.
export const SEARCH_DELAY_MS = 1500;

/** The vehicle number search; `invalid` shows the error at once (a bad number in the address). */
export default function VehicleSearchForm({ initialValue = '', invalid = false }: { initialValue?: string; invalid?: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(() => vehicleNumberInput(initialValue));
  const [error, setError] = useState<string | null>(invalid ? t('search.invalid') : null);
  const [searching, setSearching] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const number = parseVehicleNumber(value);
    if (!number) {
      setError(t('search.invalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    setValue(number);
    setSearching(true);
    timer.current = window.setTimeout(() => void navigate({ to: '/vehicle-details', search: { number } }), SEARCH_DELAY_MS);
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('search.title')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={input}
          label={t('search.label')}
          description={t('search.hint')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => {
            setValue(vehicleNumberInput(e.currentTarget.value));
            setError(null);
          }}
          error={error}
          readOnly={searching}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="md"
          style={{ flex: '1 1 240px' }}
          styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
          data-testid="vehicle-search-input"
        />
        <Button
          type="submit"
          size="md"
          mt={{ base: 0, sm: 50 }}
          aria-disabled={searching || undefined}
          leftSection={searching ? <Loader size={18} color="white" aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
          style={{ flex: '0 0 auto' }}
        >
          {searching ? t('search.searching') : t('search.submit')}
        </Button>
      </Group>
      <span className="visually-hidden" role="status">
        {searching ? t('search.searching') : ''}
      </span>
    </form>
  );
}
