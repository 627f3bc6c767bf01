import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, PasswordInput, Paper, Stack, Text, Title, type PasswordInputProps } from '@mantine/core';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import type { SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { loadCommonPasswords } from '../../shared/password/common-passwords';
import { newPasswordError } from '../../shared/password/new-password-check';
import { changePassword } from './api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

function Secret(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }} maxLength={200} required {...props} />;
}

/** /profile: change the password while signed in, with the same rule as sign-up and reset. */
export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void loadCommonPasswords().catch(() => undefined);
  }, []);

  // After a refused submit, keyboard and screen-reader users land on the field to fix.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('input[data-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setBusy(true);
    const common = await loadCommonPasswords().catch(() => new Set<string>());
    const found: Partial<Record<Field, string>> = {
      currentPassword: values.currentPassword === '' ? t('changePassword.currentRequired') : undefined,
      newPassword: newPasswordError(values.newPassword, t('changePassword.newRequired'), user, common),
      confirmPassword: values.confirmPassword !== values.newPassword ? t('changePassword.mismatch') : undefined,
    };
    try {
      if (Object.values(found).some(Boolean)) {
        refuse(found);
        return;
      }
      await changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      setErrors({});
      setMessage({ tone: 'success', text: t('changePassword.success') });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 429) setMessage({ tone: 'error', text: t('changePassword.wait') });
      else if (err instanceof ApiRequestError && err.status === 400 && Object.keys(err.fields).length > 0) refuse(err.fields as Partial<Record<Field, string>>);
      else setMessage({ tone: 'error', text: t('changePassword.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={520} component="section" aria-labelledby="change-password-title">
      <Title order={2} fz={20} id="change-password-title">
        {t('changePassword.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('changePassword.text')}
      </Text>
      {message && (
        <Alert color={message.tone === 'error' ? 'red' : 'green'} role={message.tone === 'error' ? 'alert' : 'status'} mb="md" data-testid="change-password-message">
          <Text size="sm" c={message.tone === 'error' ? 'red.9' : 'green.9'} fw={500}>
            {message.text}
          </Text>
        </Alert>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Secret {...field('currentPassword')} label={t('changePassword.current')} autoComplete="current-password" />
          <Secret {...field('newPassword')} label={t('changePassword.new')} description={t('password.hint')} autoComplete="new-password" />
          <Secret {...field('confirmPassword')} label={t('changePassword.confirm')} autoComplete="new-password" />
          <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
            {busy ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
