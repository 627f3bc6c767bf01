import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';
import { loadCommonPasswords } from '../../shared/password/common-passwords';
import { resetPassword } from './api/reset-password';
import { validateNewPassword } from './auth-validation';
import { refusalMessage, type FormMessageState } from './form-message';
import { PasswordField } from './password-field';
import { useFormFields } from '../../shared/forms/use-form-fields';

interface Props {
  phone: string;
  /** What verifying the code returned; kept in memory only, never in storage or the address. */
  resetToken: string;
  done: boolean;
  onDone: () => void;
  onBack: () => void;
  /** The verified code's window closed (403): the reset must start over from the phone step. */
  onRestart: () => void;
  onMessage: (message: FormMessageState | null) => void;
}

/** Step 3: the new password, twice. */
export function ResetPasswordStep({ phone, resetToken, done, onDone, onBack, onRestart, onMessage }: Props) {
  // Going back unmounts this step, which clears both password fields.
  const form = useFormFields({ password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    void loadCommonPasswords().catch(() => undefined);
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onMessage(null);
    setSubmitting(true);
    const common = await loadCommonPasswords().catch(() => new Set<string>());
    if (!form.showErrors(validateNewPassword(form.values, phone, common))) {
      setSubmitting(false);
      return;
    }
    try {
      await resetPassword(phone, resetToken, form.values.password);
      onMessage({ tone: 'success', text: t('reset.success') });
      onDone();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 403) {
        const action = (
          <Button size="xs" mt="xs" color="red.9" variant="outline" onClick={onRestart}>
            {t('reset.startAgain')}
          </Button>
        );
        onMessage({ tone: 'error', text: t('reset.expired'), action });
      } else {
        onMessage(refusalMessage(err, t('reset.failed'), form.showErrors));
      }
      setSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordField {...form.field('password')} label={t('reset.newPassword')} description={t('password.hint')} autoComplete="new-password" required />
        <PasswordField {...form.field('confirmPassword')} label={t('reset.confirmNewPassword')} autoComplete="new-password" required />
        <Button type="submit" fullWidth disabled={submitting || done}>
          {submitting && !done ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <Group justify="flex-start">
          <Button variant="default" onClick={onBack} disabled={submitting || done}>
            {t('reset.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
