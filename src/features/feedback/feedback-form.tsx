import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';
import { submitFeedback } from './api/submit-feedback';
import { EMPTY_FEEDBACK, FEEDBACK_SERVICES, serverFieldErrors, validateFeedback, type FeedbackErrors, type FeedbackValues } from './feedback-fields';
import { StarRating } from './star-rating';

// The spec: the thank-you message clears after 3 seconds.
const SUCCESS_MS = 3000;
const FIELD_ORDER: (keyof FeedbackValues)[] = ['name', 'email', 'rating', 'service_type', 'message'];

type Status = 'idle' | 'submitting' | 'success' | 'error';

export default function FeedbackForm() {
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [detail, setDetail] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = <K extends keyof FeedbackValues>(name: K, value: FeedbackValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: 'name' | 'email' | 'message' | 'service_type') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  const focusFirst = (found: FeedbackErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Boolean(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validateFeedback(values);
    setErrors(found);
    if (focusFirst(found)) return;
    setStatus('submitting');
    try {
      await submitFeedback({
        name: values.name.trim(),
        email: values.email.trim(),
        rating: values.rating,
        message: values.message.trim(),
        ...(values.service_type ? { service_type: values.service_type } : {}),
      });
      setValues(EMPTY_FEEDBACK);
      setStatus('success');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setStatus('idle'), SUCCESS_MS);
    } catch (err) {
      const fields = err instanceof ApiRequestError ? serverFieldErrors(err.fields) : {};
      setErrors(fields);
      // Without field errors the server's reason (rate limit, offline) says more than the generic text.
      setDetail(err instanceof ApiRequestError && Object.keys(fields).length === 0 ? err.message : '');
      setStatus('error');
      focusFirst(fields);
    }
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="feedback-form-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('feedback.name')} withAsterisk autoComplete="name" maxLength={100} {...text('name')} />
          <TextInput label={t('feedback.email')} description={t('feedback.emailNote')} withAsterisk type="email" autoComplete="email" maxLength={254} {...text('email')} />
        </SimpleGrid>
        <StarRating name="rating" value={values.rating} onChange={(v) => set('rating', v)} error={errors.rating} />
        <NativeSelect
          label={t('feedback.service')}
          description={t('feedback.optional')}
          data={[{ value: '', label: t('feedback.servicePlaceholder') }, ...FEEDBACK_SERVICES.map((s) => ({ value: s.value, label: t(s.label) }))]}
          {...text('service_type')}
        />
        <Textarea label={t('feedback.message')} withAsterisk autosize minRows={4} maxRows={10} maxLength={2000} {...text('message')} />
        <Button type="submit" size="md" aria-disabled={status === 'submitting' || undefined} style={{ alignSelf: 'flex-start' }}>
          {status === 'submitting' ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
        <div role="status">
          {status === 'success' ? (
            <Alert color="teal" variant="light" icon={<CheckCircle2 size={18} aria-hidden="true" />}>
              <Text size="sm" c="teal.9" fw={600}>
                {t('feedback.success')}
              </Text>
            </Alert>
          ) : null}
        </div>
        <div role="alert">
          {status === 'error' ? (
            <Alert color="red" variant="light" icon={<AlertCircle size={18} aria-hidden="true" />}>
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
