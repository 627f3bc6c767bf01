import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AlertCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { GrievanceFiled } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { useFormFields } from '../../shared/forms/use-form-fields';
import '../../shared/i18n/grievance-texts';
import { currentLanguage, loadApiTexts, t } from '../../shared/i18n/t';
import { useIntoView } from '../../shared/ui/use-into-view';
import { sendGrievance } from './api/send-grievance';
import { EMPTY_GRIEVANCE, GRIEVANCE_KIND_OPTIONS, grievanceBody, grievanceProblems } from './grievance-fields';
import { GrievanceReceipt } from './grievance-receipt';

/**
 * /grievance's form (an island, docs/architecture.md "Islands"): anyone sends the grievance officer a
 * complaint, checked as it will be on the server, and reads the reference and the day it will be
 * answered by; a refusal shows beside its field, anything else above the button.
 */
export function GrievanceForm() {
  const { values, setValues, field, showErrors, formRef } = useFormFields(EMPTY_GRIEVANCE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState<GrievanceFiled | null>(null);
  const failureShown = useIntoView<HTMLDivElement>(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    // The schema's messages are the API's texts, in the page's language.
    await loadApiTexts();
    const body = grievanceBody(values, currentLanguage());
    if (!showErrors(grievanceProblems(body))) return;
    setBusy(true);
    try {
      setFiled(await sendGrievance(body));
      setValues(EMPTY_GRIEVANCE);
    } catch (err) {
      const shown = apiErrorText(err, t('grievance.failed'), { tooMany: 'server' });
      // A field the server refused shows beside it; anything else (offline, too many) here.
      if (showErrors(shown.fields)) setFailure(shown.message);
    } finally {
      setBusy(false);
    }
  }

  if (filed) return <GrievanceReceipt filed={filed} onAnother={() => setFiled(null)} />;

  return (
    <Paper withBorder radius="md" className="p-md-lg">
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t('grievance.formTitle')}>
        <Stack gap="md">
          <TextInput type="text" label={t('grievance.name')} withAsterisk autoComplete="name" maxLength={100} {...field('name')} />
          <TextInput label={t('grievance.phone')} description={t('grievance.phoneHint')} withAsterisk {...PHONE_INPUT} {...field('phone')} />
          <TextInput type="email" label={t('grievance.email')} description={t('grievance.emailHint')} autoComplete="email" maxLength={254} {...field('email')} />
          <TextInput type="text" label={t('grievance.serviceNumber')} description={t('grievance.serviceNumberHint')} autoComplete="off" maxLength={40} {...field('serviceNumber')} />
          <NativeSelect
            label={t('grievance.kind')}
            withAsterisk
            data={[{ value: '', label: t('grievance.kindPlaceholder') }, ...GRIEVANCE_KIND_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))]}
            {...field('kind')}
          />
          <Textarea label={t('grievance.text')} description={t('grievance.textHint')} withAsterisk autosize minRows={5} maxRows={12} maxLength={4000} {...field('text')} />
          <Button type="submit" size="md" aria-disabled={busy || undefined} style={{ alignSelf: 'flex-start' }}>
            {busy ? t('grievance.sending') : t('grievance.send')}
          </Button>
          <div role="alert">
            {failure !== null && (
              <Alert ref={failureShown} color="red" variant="light" icon={<AlertCircle size={18} aria-hidden="true" />} data-testid="grievance-failure">
                <Text size="sm" c="red.9" fw={600}>
                  {t('grievance.failed')}
                </Text>
                {failure !== t('grievance.failed') && <Text size="sm">{failure}</Text>}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
