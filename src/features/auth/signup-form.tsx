import { Button, Stack, TextInput } from '@mantine/core';
import { ConsentBox } from '../../shared/forms/consent-box';
import { useEffect, useState, type FormEvent } from 'react';
import { setCurrentUser } from '../../shared/auth/current-user';
import { t } from '../../shared/i18n/t';
import { usePageNavigate } from '../../shared/islands/page-navigation';
import { loadCommonPasswords } from '../../shared/password/common-passwords';
import { signup } from './api/signup';
import { checkPhone } from '../../shared/forms/phone-check';
import { validateSignup } from './auth-validation';
import { FormMessage, refusalMessage, type FormMessageState } from './form-message';
import { PasswordField } from './password-field';
import { REDIRECT_DELAY_MS } from './timing';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { PHONE_INPUT } from '../../shared/forms/phone-input';

/**
 * /signup's form (an island, docs/architecture.md "Islands"): the account is created and signed in
 * at once; the dashboard follows after 2 seconds.
 */
export function SignupForm() {
  const navigate = usePageNavigate();
  const form = useFormFields({ name: '', phone: '', password: '', confirmPassword: '', agreed: '' });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<FormMessageState | null>(null);

  // The common-password list is its own chunk: fetched while the visitor types, not with the site.
  useEffect(() => {
    void loadCommonPasswords().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate({ to: '/dashboard' }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const common = await loadCommonPasswords().catch(() => new Set<string>());
    if (!form.showErrors(validateSignup(form.values, common))) return;
    const checked = checkPhone(form.values.phone);
    if (!('phone' in checked)) return;
    setSubmitting(true);
    try {
      const user = await signup({ name: form.values.name.trim(), phone: checked.phone, password: form.values.password, consents: ['account'], noticeVersion: import.meta.env.ACCOUNT_NOTICE_VERSION });
      setCurrentUser(user);
      setMessage({ tone: 'success', text: t('signup.success') });
      setDone(true);
    } catch (err) {
      // A too common password shows beside its field; a registered number offers Login.
      setMessage(refusalMessage(err, t('signup.failed'), form.showErrors, { code: 'auth.phone_taken', to: '/login', label: t('signup.loginLink') }));
      setSubmitting(false);
    }
  }

  return (
    <>
      <FormMessage message={message} />
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput type="text" {...form.field('name')} label={t('signup.name')} autoComplete="name" maxLength={100} required />
          <TextInput {...form.field('phone')} label={t('auth.phone')} description={t('auth.phoneHint')} {...PHONE_INPUT} required />
          <PasswordField {...form.field('password')} label={t('auth.password')} description={t('password.hint')} autoComplete="new-password" required />
          <PasswordField {...form.field('confirmPassword')} label={t('auth.confirmPassword')} autoComplete="new-password" required />
          <ConsentBox
            id="account-consent"
            label={t('signup.agree')}
            checked={form.values.agreed === 'yes'}
            onChange={(on) => form.setField('agreed', on ? 'yes' : '')}
            error={form.errors.agreed}
            required
          />
          <Button type="submit" fullWidth disabled={submitting || done}>
            {submitting && !done ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
