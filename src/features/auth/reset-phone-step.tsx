import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { PageLink } from '../../shared/islands/page-link';
import { sendResetOtp } from './api/send-otp';
import { apiErrorText } from '../../shared/api/api-error-text';
import { ApiRequestError } from '../../shared/api/client';
import { checkPhone } from '../../shared/forms/phone-check';
import { validatePhone } from './auth-validation';
import type { FormMessageState } from './form-message';
import { useFormFields } from '../../shared/forms/use-form-fields';

interface Props {
  /** What the visitor typed before, kept when they come back from the code step. */
  initialPhone: string;
  onSent: (sent: { typed: string; phone: string; resendAfterSeconds: number; challenge: string }) => void;
  onMessage: (message: FormMessageState | null) => void;
}

/** Step 1: the account's mobile number; a code is texted to it. */
export function ResetPhoneStep({ initialPhone, onSent, onMessage }: Props) {
  const form = useFormFields({ phone: initialPhone });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onMessage(null);
    if (!form.showErrors(validatePhone(form.values))) return;
    const checked = checkPhone(form.values.phone);
    if (!('phone' in checked)) return;
    setSubmitting(true);
    try {
      const sent = await sendResetOtp(checked.phone);
      onMessage({ tone: 'success', text: t('reset.sent') });
      onSent({ typed: form.values.phone, phone: checked.phone, resendAfterSeconds: sent.resendAfterSeconds, challenge: sent.challenge });
    } catch (err) {
      const shown = apiErrorText(err, t('reset.sendFailed'));
      const inline = !form.showErrors(shown.fields);
      const action =
        err instanceof ApiRequestError && err.code === 'otp.not_registered' ? (
          <Anchor component={PageLink} to="/signup" size="sm" fw={600} c="red.9" underline="always">
            {t('login.signupLink')}
          </Anchor>
        ) : undefined;
      onMessage({ tone: 'error', text: inline ? t('auth.formErrors') : shown.message, action });
      setSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput {...form.field('phone')} label={t('auth.phone')} description={t('auth.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} required />
        <Button type="submit" fullWidth disabled={submitting}>
          {submitting ? t('reset.sending') : t('reset.sendOtp')}
        </Button>
      </Stack>
    </form>
  );
}
