import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { setCurrentUser } from '../../shared/auth/current-user';
import { pageHref } from '../../shared/i18n/page-href';
import { t } from '../../shared/i18n/t';
import { PageLink } from '../../shared/islands/page-link';
import { login } from './api/login';
import { checkPhone } from '../../shared/forms/phone-check';
import { validateLogin } from './auth-validation';
import { FormMessage, refusalMessage, type FormMessageState } from './form-message';
import { PasswordField } from './password-field';
import { safeRedirect } from './safe-redirect';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { PHONE_INPUT } from '../../shared/forms/phone-input';

/**
 * /login's form (an island, docs/architecture.md "Islands"). The address may carry `?redirect=` (the
 * dashboard guard sends it; only a same-site path is kept) and `?reset=done` (sent on from a password
 * reset, whose success this page goes on saying): one HTML serves every query, so they are read once
 * the form is live.
 */
export function LoginForm() {
  const form = useFormFields({ phone: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessageState | null>(null);
  const redirectTo = useRef<string | undefined>(undefined);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    redirectTo.current = safeRedirect(query.get('redirect'));
    if (query.get('reset') === 'done') setMessage({ tone: 'success', text: t('login.afterReset') });
    else if (redirectTo.current) setMessage({ tone: 'info', text: t('login.returnNotice') });
  }, []);

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
      // The return path is a full href (path, query, hash), already checked to stay on this site. The
      // signed-in pages are the client app (app-shell.html): a page load, in place of this one.
      window.location.replace(pageHref(redirectTo.current ?? '/dashboard'));
    } catch (err) {
      // 403 auth.step_up: the account's ceiling of failed sign-ins; the way on is a code texted to the phone.
      setMessage(refusalMessage(err, t('login.failed'), form.showErrors, { code: 'auth.step_up', to: '/forgot-password', label: t('login.forgot') }));
      setSubmitting(false);
    }
  }

  return (
    <>
      <FormMessage message={message} />
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput {...form.field('phone')} label={t('auth.phone')} description={t('auth.phoneHint')} {...PHONE_INPUT} required />
          <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="current-password" required />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={PageLink} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
