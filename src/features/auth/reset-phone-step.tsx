import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { sendResetOtp } from './api/send-otp';
import { checkPhone } from '../../shared/forms/phone-check';
import { validatePhone } from './auth-validation';
import { refusalMessage, type FormMessageState } from './form-message';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { PHONE_INPUT } from '../../shared/forms/phone-input';

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
      onMessage(refusalMessage(err, t('reset.sendFailed'), form.showErrors));
      setSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput {...form.field('phone')} label={t('auth.phone')} description={t('auth.phoneHint')} {...PHONE_INPUT} required />
        <Button type="submit" fullWidth disabled={submitting}>
          {submitting ? t('reset.sending') : t('reset.sendOtp')}
        </Button>
      </Stack>
    </form>
  );
}
