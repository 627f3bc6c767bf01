import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { setCurrentUser } from '../../shared/auth/current-user';
import { pageHref } from '../../shared/i18n/page-href';
import { t } from '../../shared/i18n/t';
import { login } from './api/login';
import { apiErrorText } from '../../shared/api/api-error-text';
import { ApiRequestError } from '../../shared/api/client';
import { AuthLayout } from './auth-layout';
import { checkPhone, validateLogin } from './auth-validation';
import { FormMessage, type FormMessageState } from './form-message';
import { PasswordField } from './password-field';
import { useFormFields } from '../../shared/forms/use-form-fields';

/** /login. `redirectTo` is an already checked same-site path (the dashboard guard sends it). */
export function LoginPage({ redirectTo, afterReset = false }: { redirectTo?: string; afterReset?: boolean }) {
  const navigate = useNavigate();
  const router = useRouter();
  const form = useFormFields({ phone: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessageState | null>(
    afterReset ? { tone: 'success', text: t('login.afterReset') } : redirectTo ? { tone: 'info', text: t('login.returnNotice') } : null,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!form.showErrors(validateLogin(form.values))) return;
    const checked = checkPhone(form.values.phone);
    if (!('phone' in checked)) return;
    setSubmitting(true);
    try {
      const user = await login({ phone: checked.phone, password: form.values.password });
      setCurrentUser(user);
      // The return path is a full href (path, query, hash), already checked to stay on this site.
      if (redirectTo) router.history.replace(pageHref(redirectTo));
      else await navigate({ to: '/dashboard', replace: true });
    } catch (err) {
      const shown = apiErrorText(err, t('login.failed'));
      // A refusal the server pinned on a field shows beside that field; the alert then only points there.
      const inline = !form.showErrors(shown.fields);
      // 403: the account's ceiling of failed sign-ins; the way on is a code texted to the phone.
      const stepUp = err instanceof ApiRequestError && err.code === 'auth.step_up';
      const action = stepUp ? (
        <Anchor component={Link} to="/forgot-password" size="sm" fw={600} c="red.9" underline="always">
          {t('login.forgot')}
        </Anchor>
      ) : undefined;
      setMessage({ tone: 'error', text: inline ? t('auth.formErrors') : shown.message, action });
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title={t('login.title')}
      text={t('login.text')}
      below={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            {t('login.signupLink')}
          </Anchor>
        </>
      }
    >
      <FormMessage message={message} />
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput {...form.field('phone')} label={t('auth.phone')} description={t('auth.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} required />
          <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="current-password" required />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
