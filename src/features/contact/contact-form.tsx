import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { site } from '../../catalog/client';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { t } from '../../shared/i18n/t';
import { whatsappUrl } from '../../shared/whatsapp';
import { CONTACT_SUBJECTS, contactMessage, EMPTY_CONTACT, validateContact } from './contact-fields';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

// A simulated 1.5 s send (WhatsApp opens at once), and the success message for 3 s.
const SEND_MS = 1500;
const SUCCESS_MS = 3000;

type Status = 'idle' | 'submitting' | 'success';

/** Contact form: checked inline, then handed to WhatsApp with every field pre-filled. */
export default function ContactForm() {
  const { values, setValues, field, showErrors, formRef } = useFormFields(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>('idle');
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (!showErrors(validateContact(values))) return;
    // Opened here, inside the click, so that the browser does not treat it as an unwanted pop-up.
    window.open(whatsappUrl(site.contact.whatsapp, contactMessage(values)), '_blank', 'noopener,noreferrer');
    setStatus('submitting');
    later(SEND_MS, () => {
      setStatus('success');
      setValues(EMPTY_CONTACT);
      later(SUCCESS_MS, () => setStatus('idle'));
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="contact-title">
      <Stack gap="md">
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="text" label={t('contact.name')} withAsterisk autoComplete="name" maxLength={100} {...field('name')} />
          <TextInput label={t('contact.emailField')} withAsterisk type="email" autoComplete="email" maxLength={254} {...field('email')} />
          <TextInput label={t('contact.phoneField')} description={t('contact.optional')} {...PHONE_INPUT} maxLength={20} {...field('phone')} />
          <NativeSelect
            label={t('contact.subject')}
            withAsterisk
            data={[{ value: '', label: t('contact.subjectPlaceholder') }, ...CONTACT_SUBJECTS.map((key) => t(key))]}
            {...field('subject')}
          />
        </ResponsiveGrid>
        <Textarea label={t('contact.message')} withAsterisk autosize minRows={4} maxRows={10} maxLength={2000} {...field('message')} />
        <Button type="submit" color="teal.9" size="md" leftSection={<Send size={18} aria-hidden="true" />} loading={false} aria-disabled={status === 'submitting' || undefined} style={{ alignSelf: 'flex-start' }}>
          {status === 'submitting' ? t('contact.sending') : t('contact.send')}
        </Button>
        <div role="status">
          {status === 'success' ? (
            <Alert color="teal" variant="light" icon={<CheckCircle2 size={18} aria-hidden="true" />} title={t('contact.sent')} styles={{ title: { color: 'var(--mantine-color-teal-9)' } }}>
              {t('contact.sentText')}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
