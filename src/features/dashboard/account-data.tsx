import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PersonalData } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { setCurrentUser } from '../../shared/auth/current-user';
import '../../shared/i18n/privacy-texts';
import { t } from '../../shared/i18n/t';
import { PersonalDataView } from '../../shared/privacy/personal-data-view';
import { saveJson } from '../../shared/privacy/save-json';
import { eraseAccount } from './api/erase-account';
import { getAccountData } from './api/get-account-data';

/** The settings page's "Download my account's data" and "Delete my account" (the password asked again). */
export function AccountData({ left }: { left: () => void }) {
  const [data, setData] = useState<PersonalData | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(apiErrorText(err, t('api.failed')).message);
    } finally {
      setBusy(false);
    }
  }

  const download = () =>
    run(async () => {
      const answer = await getAccountData();
      setData(answer);
      saveJson(answer, 'my-account-data.json');
    });
  const erase = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await eraseAccount(password);
      setCurrentUser(null);
      left();
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="account-data" data-testid="account-data">
      <Title order={2} fz="md" id="account-data">
        {t('privacy.accountTitle')}
      </Title>
      <Group>
        <Button variant="light" onClick={download} disabled={busy}>
          {t('privacy.downloadAccount')}
        </Button>
        <Button variant="light" color="red" onClick={() => setDeleting(true)} disabled={busy || deleting}>
          {t('privacy.deleteAccount')}
        </Button>
      </Group>
      {deleting && (
        // A group, not an alert: Mantine's Alert announces its whole content, the form included, when it opens.
        <Alert color="red" role="group" aria-label={t('privacy.deleteAccount')}>
          <form onSubmit={erase} noValidate>
            <Stack gap="xs">
              <Text size="sm">{t('privacy.deleteAccountWarning')}</Text>
              <PasswordInput name="password" label={t('privacy.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" required />
              <Group>
                <Button type="submit" color="red" disabled={busy}>
                  {t('privacy.deleteConfirm')}
                </Button>
                <Button variant="default" onClick={() => setDeleting(false)}>
                  {t('privacy.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Alert>
      )}
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
      {data && <PersonalDataView data={data} />}
    </Stack>
  );
}
