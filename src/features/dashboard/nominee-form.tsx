import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Nominee } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { checkPhone } from '../../shared/forms/phone-check';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { useFormFields } from '../../shared/forms/use-form-fields';
import { t } from '../../shared/i18n/t';
import { spacedPhone } from '../../shared/phone-display';
import { getNominee } from './api/get-nominee';
import { removeNominee } from './api/remove-nominee';
import { saveNominee } from './api/save-nominee';
import { SAVE_WORDING } from './error-wording';
import './nominee-texts';

/**
 * The account's nominee (s.14 of India's DPDP Act): someone who may use the holder's rights over
 * their data (see, correct, delete) after their death or incapacity, by writing to the grievance
 * officer. Named, changed or removed here; nobody is named unless the holder does it.
 */
export function NomineeForm() {
  const [nominee, setNominee] = useState<Nominee | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const form = useFormFields({ name: '', phone: '' });

  useEffect(() => {
    const controller = new AbortController();
    getNominee(controller.signal)
      .then((answer) => setNominee(answer.nominee))
      .catch(() => setNominee(null));
    return () => controller.abort();
  }, []);

  async function run(action: () => Promise<{ nominee: Nominee | null }>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await action();
      setNominee(answer.nominee);
      form.setValues({ name: '', phone: '' });
      setMessage({ error: false, text: done });
    } catch (err) {
      const refusal = apiErrorText(err, t('api.failed'), SAVE_WORDING);
      // A refused name or number shows beside its field; anything else above the button.
      if (!form.showErrors(refusal.fields)) return;
      setMessage({ error: true, text: refusal.message });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The number by the one phone rule here; the name, and the account's own number, the server checks.
    const checked = checkPhone(form.values.phone);
    if (!form.showErrors({ phone: 'error' in checked ? checked.error : undefined }) || !('phone' in checked)) return;
    void run(() => saveNominee({ name: form.values.name, phone: checked.phone }), t('dash.nominee.saved'));
  }

  return (
    <Stack gap="xs" data-testid="nominee">
      <Title order={2} size="h4">
        {t('dash.nominee.title')}
      </Title>
      <Text size="sm">{t('dash.nominee.text')}</Text>
      {nominee && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600} data-testid="nominee-named">
            {t('dash.nominee.named', { name: nominee.name, phone: spacedPhone(nominee.phone) })}
          </Text>
          <Button variant="default" size="xs" disabled={busy} onClick={() => void run(removeNominee, t('dash.nominee.removed'))}>
            {t('dash.nominee.remove')}
          </Button>
        </Group>
      )}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <TextInput {...form.field('name')} label={t('dash.nominee.name')} autoComplete="off" maxLength={100} required />
          <TextInput {...form.field('phone')} label={t('dash.nominee.phone')} {...PHONE_INPUT} autoComplete="off" required />
          <Button type="submit" disabled={busy || nominee === undefined} style={{ alignSelf: 'flex-start' }}>
            {t(nominee ? 'dash.nominee.change' : 'dash.nominee.save')}
          </Button>
        </Stack>
      </form>
      {message && (
        <Text size="sm" c={message.error ? 'var(--mantine-color-error)' : 'teal.9'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
