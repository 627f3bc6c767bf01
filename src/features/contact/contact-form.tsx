import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { site } from '../../catalog/client';
import { sendGate } from '../../shared/forms/send-gate';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { t } from '../../shared/i18n/t';
import { openNewTab } from '../../shared/open-new-tab';
import { whatsappUrl } from '../../shared/whatsapp';
import { CONTACT_SUBJECTS, contactMessage, EMPTY_CONTACT, validateContact } from './contact-fields';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/**
 * Contact form: checked inline, then handed to WhatsApp with every field pre-filled. Nothing reaches
 * the team until the visitor presses Send in WhatsApp, so the form says only that WhatsApp opened
 * (or that the browser blocked it) and keeps the message until the visitor clears it.
 */
export default function ContactForm() {
  const { values, setValues, field, showErrors, formRef } = useFormFields(EMPTY_CONTACT);
  const [handoff, setHandoff] = useState<{ url: string; opened: boolean } | null>(null);
  const [gate] = useState(() => sendGate());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!showErrors(validateContact(values)) || !gate.start()) return;
    // Opened here, inside the tap, so that the browser does not treat it as an unwanted pop-up.
    const url = whatsappUrl(site.contact.whatsapp, contactMessage(values));
    setHandoff({ url, opened: openNewTab(url) });
  };
  const clear = () => {
    setValues(EMPTY_CONTACT);
    setHandoff(null);
    gate.reset();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="contact-title">
      <Stack gap="md">
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="text" label={t('contact.name')} withAsterisk autoComplete="name" maxLength={100} {...field('name')} />
          <TextInput label={t('contact.emailField')} description={t('contact.optional')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
          <TextInput label={t('contact.phoneField')} description={t('contact.optional')} {...PHONE_INPUT} maxLength={20} {...field('phone')} />
          <NativeSelect
            label={t('contact.subject')}
            withAsterisk
            data={[{ value: '', label: t('contact.subjectPlaceholder') }, ...CONTACT_SUBJECTS.map((key) => t(key))]}
            {...field('subject')}
          />
        </ResponsiveGrid>
        <Textarea label={t('contact.message')} withAsterisk autosize minRows={4} maxRows={10} maxLength={2000} {...field('message')} />
        <Group gap="sm">
          <Button type="submit" color="teal.9" size="md" leftSection={<Send size={18} aria-hidden="true" />}>
            {t('contact.send')}
          </Button>
          <Button type="button" variant="subtle" color="gray" size="md" onClick={clear}>
            {t('form.clear')}
          </Button>
        </Group>
        <div role="status">
          {handoff?.opened && (
            <Alert color="teal" variant="light" icon={<CheckCircle2 size={18} aria-hidden="true" />} title={t('contact.opened')} styles={{ title: { color: 'var(--mantine-color-teal-9)' } }} data-testid="contact-opened">
              {t('contact.openedText')}
            </Alert>
          )}
        </div>
        {handoff && !handoff.opened && (
          <Alert color="yellow" role="alert" title={t('handoff.blockedTitle')} data-testid="contact-blocked">
            <Text size="sm">
              {t('handoff.useLink')}{' '}
              <Anchor href={handoff.url} target="_blank" rel="noopener noreferrer">
                {t('contact.openWhatsApp')}
              </Anchor>
            </Text>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
