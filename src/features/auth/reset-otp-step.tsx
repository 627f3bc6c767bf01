import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n/t';
import { spacedPhone } from '../../shared/phone-display';
import { resendOtp } from './api/resend-otp';
import { sendResetOtp } from './api/send-otp';
import { verifyResetOtp } from './api/verify-otp';
import { apiErrorText } from '../../shared/api/api-error-text';
import { validateOtp } from './auth-validation';
import { codeRefusal } from './code-refusal';
import type { FormMessageState } from './form-message';
import { useCountdown } from './use-countdown';
import { useFormFields } from '../../shared/forms/use-form-fields';

interface Props {
  phone: string;
  /** The challenge of the code texted last, which only this browser holds. */
  challenge: string;
  /** When the server lets this number ask for a new code (a Date.now() time, from its answer to the last send). */
  resendAt: number;
  /** A new code went out: its challenge and the server's wait before the next. */
  onResent: (sent: { challenge: string; resendAfterSeconds: number }) => void;
  /** A code of this reset was already verified (the visitor came back from the password step). */
  codeUsed: boolean;
  onVerified: (resetToken: string) => void;
  onBack: () => void;
  onMessage: (message: FormMessageState | null) => void;
}

/** Step 2: the 6-digit code, with a resend once the server's wait is over. */
export function ResetOtpStep({ phone, challenge, resendAt, onResent, codeUsed, onVerified, onBack, onMessage }: Props) {
  // Leaving this step unmounts it, which is what clears the code.
  const form = useFormFields({ code: '' });
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const secondsLeft = useCountdown(resendAt);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onMessage(null);
    if (!form.showErrors(validateOtp(form.values))) return;
    setBusy('verify');
    try {
      const resetToken = await verifyResetOtp(phone, form.values.code, challenge);
      onMessage({ tone: 'success', text: t('reset.verified') });
      onVerified(resetToken);
    } catch (err) {
      const refusal = codeRefusal(err, t('reset.verifyFailed'));
      if ('beside' in refusal) form.showErrors({ code: refusal.beside });
      else onMessage({ tone: 'error', text: refusal.above });
      setBusy(null);
    }
  }

  async function onResend() {
    onMessage(null);
    setBusy('resend');
    try {
      // A verified code cannot be resent (the server only resends a pending one): ask for a new one.
      const sent = codeUsed ? await sendResetOtp(phone) : await resendOtp(phone, challenge);
      onResent(sent);
      form.setValues({ code: '' });
      onMessage({ tone: 'success', text: t('reset.resent') });
    } catch (err) {
      onMessage({ tone: 'error', text: apiErrorText(err, t('reset.resendFailed')).message });
    }
    setBusy(null);
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          type="text"
          {...form.field('code', (typed) => typed.replace(/\D/g, '').slice(0, 6))}
          label={t('reset.otp')}
          description={t('reset.otpText', { phone: spacedPhone(phone) })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
         
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" fullWidth disabled={busy !== null}>
          {busy === 'verify' ? t('reset.verifying') : t('reset.verify')}
        </Button>
        {secondsLeft > 0 ? (
          <Text size="sm" c="dimmed" ta="center" data-testid="resend-countdown">
            {t('reset.resendIn', { count: secondsLeft })}
          </Text>
        ) : (
          <Button variant="subtle" onClick={onResend} disabled={busy !== null}>
            {busy === 'resend' ? t('reset.resending') : t('reset.resend')}
          </Button>
        )}
        <Group justify="flex-start">
          <Button variant="default" onClick={onBack} disabled={busy !== null}>
            {t('reset.changeNumber')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
