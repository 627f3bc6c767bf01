import '@mantine/core/styles/Switch.layer.css';
import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorText } from '../api/api-error-text';
import { t } from '../i18n/t';

/**
 * The visitor's switch for a request's status texts (on /track and My Applications): it shows the
 * server's answer, and says so when the change could not be saved.
 */
export function UpdatesSwitch({ initial, save }: { initial: boolean; save: (on: boolean) => Promise<{ updates: boolean }> }) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(next: boolean) {
    setBusy(true);
    setError(null);
    try {
      setOn((await save(next)).updates);
    } catch (err) {
      setError(apiErrorText(err, t('requests.updatesFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Switch
        checked={on}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        label={t('requests.updates')}
        description={t('requests.updatesHint')}
        data-testid="updates-switch"
      />
      {error && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
