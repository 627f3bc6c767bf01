import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Anchor, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReminderSettings, SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { spacedPhone } from '../../shared/phone-display';
import { saveSettings } from './api/save-settings';
import { apiErrorText } from '../../shared/api/api-error-text';
import { SAVE_WORDING } from './error-wording';
import { LoadFailed } from '../../shared/ui/load-failed';
import type { Loaded } from './loaded';
import { useReload } from './use-reload';
import { AccountData } from './account-data';
import { NomineeForm } from './nominee-form';

/** /dashboard/settings: the reminder texts switch, how to change the password, the nominee, and the account's data. */
export function SettingsPage({ user, loaded }: { user: SessionUser; loaded: Loaded<ReminderSettings> }) {
  const reload = useReload();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.settingsPage.title')}
      </Title>
      <Paper withBorder radius="md" p="md" maw={620}>
        {loaded.ok ? <ReminderSwitch user={user} initial={loaded.data} /> : <LoadFailed message={loaded.message} onRetry={() => void reload()} />}
        <Text size="sm" mt="lg">
          {t('dash.settingsPage.password')}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" maw={620}>
        <NomineeForm />
      </Paper>
      <Paper withBorder radius="md" p="md" maw={620}>
        <AccountData left={() => void navigate({ to: '/' })} />
      </Paper>
    </Stack>
  );
}

function ReminderSwitch({ user, initial }: { user: SessionUser; initial: ReminderSettings }) {
  const [on, setOn] = useState(initial.reminders);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function toggle(next: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveSettings({ reminders: next });
      setOn(saved.reminders);
      setMessage({ error: false, text: t(saved.reminders ? 'dash.settings.remindersOn' : 'dash.settings.remindersOff') });
    } catch (err) {
      setMessage({ error: true, text: apiErrorText(err, t('api.failed'), SAVE_WORDING).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Switch
        checked={on}
        disabled={busy}
        onChange={(e) => void toggle(e.currentTarget.checked)}
        label={t('dash.settings.reminders')}
        description={t('dash.settings.remindersText', { phone: spacedPhone(user.phone) })}
        size="md"
      />
      {on && !initial.phoneProven && (
        <Text size="sm" data-testid="reminders-unproven">
          {t('dash.settings.remindersUnproven', { phone: spacedPhone(user.phone) })}{' '}
          <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
            {t('login.forgot')}
          </Anchor>
        </Text>
      )}
      {message && (
        <Text size="sm" c={message.error ? 'red.9' : 'teal.9'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
