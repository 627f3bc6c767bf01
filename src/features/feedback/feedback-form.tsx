import { Alert, Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { FeedbackBody } from '../../shared/api/bodies';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorText } from '../../shared/api/api-error-text';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { t } from '../../shared/i18n/t';
import { submitFeedback } from './api/submit-feedback';
import { EMPTY_FEEDBACK, FEEDBACK_SERVICES, validateFeedback } from './feedback-fields';
import { StarRating } from './star-rating';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';
import { useIntoView } from '../../shared/ui/use-into-view';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export default function FeedbackForm() {
  const { values, setValues, errors, field, setField, showErrors, formRef } = useFormFields(EMPTY_FEEDBACK);
  const [status, setStatus] = useState<Status>('idle');
  const [detail, setDetail] = useState('');
  // The answer appears below the button; a refusal that names fields puts the focus on the first instead.
  const answer = useIntoView<HTMLDivElement>(status === 'success' ? status : status === 'error' && detail ? `${status} ${detail}` : null);
  // The thank-you stays until the visitor moves on: it goes once they start another review.
  useEffect(() => {
    if (values !== EMPTY_FEEDBACK) setStatus((s) => (s === 'success' ? 'idle' : s));
  }, [values]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (!showErrors(validateFeedback(values))) return;
    setStatus('submitting');
    try {
      await submitFeedback({
        name: values.name.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        rating: values.rating,
        message: values.message.trim(),
        ...(values.service_type ? { service_type: values.service_type as FeedbackBody['service_type'] } : {}),
      });
      setValues(EMPTY_FEEDBACK);
      setStatus('success');
    } catch (err) {
      const shown = apiErrorText(err, t('feedback.failure'));
      // Without field errors the reason (offline, how long to wait) says more than the generic text.
      setDetail(showErrors(shown.fields) ? shown.message : '');
      setStatus('error');
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="feedback-form-title">
      <Stack gap="md">
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="text" label={t('feedback.name')} withAsterisk autoComplete="name" maxLength={100} {...field('name')} />
          <TextInput label={t('feedback.email')} description={t('feedback.emailNote')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
        </ResponsiveGrid>
        <StarRating name="rating" value={values.rating} onChange={(v) => setField('rating', v)} error={errors.rating} />
        <NativeSelect
          label={t('feedback.service')}
          description={t('feedback.optional')}
          data={[{ value: '', label: t('feedback.servicePlaceholder') }, ...FEEDBACK_SERVICES.map((s) => ({ value: s.value, label: t(s.label) }))]}
          {...field('service_type')}
        />
        <Textarea label={t('feedback.message')} withAsterisk autosize minRows={4} maxRows={10} maxLength={2000} {...field('message')} />
        <Button type="submit" size="md" aria-disabled={status === 'submitting' || undefined} style={{ alignSelf: 'flex-start' }}>
          {status === 'submitting' ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
        <div role="status">
          {status === 'success' ? (
            <Alert ref={answer} color="teal" variant="light" icon={<CheckCircle2 size={18} aria-hidden="true" />} data-testid="feedback-success">
              <Text size="sm" c="teal.9" fw={600}>
                {t('feedback.success')}
              </Text>
              <Text size="sm">{t('feedback.successText')}</Text>
            </Alert>
          ) : null}
        </div>
        <div role="alert">
          {status === 'error' ? (
            <Alert ref={answer} color="red" variant="light" icon={<AlertCircle size={18} aria-hidden="true" />} data-testid="feedback-failure">
              <Text size="sm" c="red.9" fw={600}>
                {t('feedback.failure')}
              </Text>
              {detail && detail !== t('feedback.failure') ? <Text size="sm">{detail}</Text> : null}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
