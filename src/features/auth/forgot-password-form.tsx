import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n/t';
import { usePageNavigate } from '../../shared/islands/page-navigation';
import { FormMessage, type FormMessageState } from './form-message';
import { ResetOtpStep } from './reset-otp-step';
import { ResetPasswordStep } from './reset-password-step';
import { ResetPhoneStep } from './reset-phone-step';
import { REDIRECT_DELAY_MS } from './timing';
import { deadlineIn } from './use-countdown';

type Step = 'phone' | 'otp' | 'password';
const stepNumber: Record<Step, number> = { phone: 1, otp: 2, password: 3 };

/**
 * /forgot-password's steps (an island, docs/architecture.md "Islands"): phone -> otp -> password ->
 * /login; each step starts empty when shown again. The step's number, under the page's heading, is
 * the island's first line.
 */
export function ForgotPasswordForm() {
  const navigate = usePageNavigate();
  const [step, setStep] = useState<Step>('phone');
  const [typedPhone, setTypedPhone] = useState('');
  const [phone, setPhone] = useState('');
  // When the server lets this number ask for a new code: its wait, counted from its answer to the last
  // send (the code step opens only after one), so coming back to the code step shows what is left of it.
  const [resendAt, setResendAt] = useState(0);
  const [codeUsed, setCodeUsed] = useState(false);
  // Like the reset token below: in this component's state only.
  const [challenge, setChallenge] = useState('');
  // The reset token lives in this component's state only: gone with the page, never stored.
  const [resetToken, setResetToken] = useState('');
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<FormMessageState | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the form under the visitor's focus: move focus to its first field. Not on
  // the first render, where the page heading should be what a screen reader meets first.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    // The login page goes on saying it worked: the message does not vanish with this page.
    const timer = setTimeout(() => navigate({ to: '/login', search: { reset: 'done' } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const go = (next: Step, nextMessage: FormMessageState | null = null) => {
    setMessage(nextMessage);
    setStep(next);
  };

  return (
    <>
      <Text c="dimmed" size="sm" mb="lg">
        {t('reset.stepsLabel', { step: stepNumber[step] })}
      </Text>
      <FormMessage message={message} />
      <div ref={stepRef} data-step={step}>
        {step === 'phone' && (
          <>
            <Text size="sm" mb="md">
              {t('reset.phoneText')}
            </Text>
            <ResetPhoneStep
              initialPhone={typedPhone}
              onMessage={setMessage}
              onSent={(sent) => {
                setTypedPhone(sent.typed);
                setPhone(sent.phone);
                setResendAt(deadlineIn(sent.resendAfterSeconds));
                setChallenge(sent.challenge);
                setCodeUsed(false);
                setStep('otp');
              }}
            />
          </>
        )}
        {step === 'otp' && (
          <ResetOtpStep
            phone={phone}
            challenge={challenge}
            resendAt={resendAt}
            onResent={(sent) => {
              setChallenge(sent.challenge);
              setResendAt(deadlineIn(sent.resendAfterSeconds));
            }}
            codeUsed={codeUsed}
            onMessage={setMessage}
            onVerified={(token) => {
              setResetToken(token);
              setCodeUsed(true);
              setStep('password');
            }}
            onBack={() => go('phone')}
          />
        )}
        {step === 'password' && (
          <>
            <Text size="sm" mb="md">
              {t('reset.passwordText')}
            </Text>
            <ResetPasswordStep
              phone={phone}
              resetToken={resetToken}
              done={done}
              onMessage={setMessage}
              onDone={() => setDone(true)}
              // The code step shows what is left of the server's wait since the last code was sent.
              onBack={() => go('otp')}
              onRestart={() => go('phone')}
            />
          </>
        )}
      </div>
    </>
  );
}
