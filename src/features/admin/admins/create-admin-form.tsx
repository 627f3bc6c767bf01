import '@mantine/core/styles/PasswordInput.layer.css';
import { Button, Group, NativeSelect, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/t';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { createAdmin } from '../api/create-admin';
import type { AdminRole } from '../../../shared/api/answers';
import { useSave } from '../use-action';

/** A new admin or moderator account, as `npm run admin:create` makes one; the server checks the password rule. */
export function CreateAdminForm({ onCreated }: { onCreated: (message: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('moderator');
  const { saving, error, setError, save } = useSave(t('admin.admins.createFailed'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError({ message: t('admin.admins.required'), fields: {} });
      return;
    }
    await save(async () => {
      onCreated(await createAdmin({ username: username.trim(), password, role }));
      setUsername('');
      setPassword('');
    });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-admin-title" mb="lg">
      <Title order={2} fz="lg" mb="sm" id="create-admin-title">
        {t('admin.admins.createTitle')}
      </Title>
      {error && (
        <ErrorAlert mb="sm" data-testid="create-admin-error">
          {error.message}
        </ErrorAlert>
      )}
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="sm">
          <TextInput type="text" label={t('admin.admins.username')} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={64} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={error?.fields.username} required />
          <PasswordInput
            label={t('admin.admins.password')}
            autoComplete="new-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error?.fields.password}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            required
          />
          <NativeSelect
            label={t('admin.admins.role')}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as AdminRole)}
            data={[
              { value: 'moderator', label: t('admin.role.moderator') },
              { value: 'admin', label: t('admin.role.admin') },
            ]}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" disabled={saving}>
            {saving ? t('admin.admins.creating') : t('admin.admins.create')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
