import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { AlertCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { GrievanceState } from '../../shared/api/answers';
import { apiErrorText } from '../../shared/api/api-error-text';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { useFormFields } from '../../shared/forms/use-form-fields';
import '../../shared/i18n/grievance-texts';
import { loadApiTexts, t } from '../../shared/i18n/t';
import { useIntoView } from '../../shared/ui/use-into-view';
import { readGrievanceAnswer } from './api/read-grievance-answer';
import { EMPTY_LOOKUP, lookupBody, lookupProblems } from './grievance-lookup-fields';
import { GrievanceStateView } from './grievance-state';

/**
 * /grievance's second part (its own island, woken by the first touch): whoever sent a complaint reads
 * where it stands and the officer's answer with its reference and mobile number. The answer is shown
 * here and never texted, since the number was never proven (docs/server.md, "Grievances").
 */
export function GrievanceLookupForm() {
  const { values, field, showErrors, formRef } = useFormFields(EMPTY_LOOKUP);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<GrievanceState | null>(null);
  const failureShown = useIntoView<HTMLDivElement>(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setState(null);
    await loadApiTexts();
    const body = lookupBody(values);
    if (!showErrors(lookupProblems(body))) return;
    setBusy(true);
    try {
      setState(await readGrievanceAnswer(body));
    } catch (err) {
      const shown = apiErrorText(err, t('grievance.lookupFailed'), { tooMany: 'server' });
      if (showErrors(shown.fields)) setFailure(shown.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" className="p-md-lg" component="section" aria-labelledby="grievance-lookup">
      <Title order={2} fz="lg" id="grievance-lookup" mb={4}>
        {t('grievance.lookupTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('grievance.lookupIntro')}
      </Text>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="grievance-lookup">
        <Stack gap="md">
          <TextInput type="text" label={t('grievance.lookupReference')} description={t('grievance.lookupReferenceHint')} withAsterisk autoComplete="off" maxLength={40} {...field('reference')} />
          <TextInput label={t('grievance.phone')} withAsterisk {...PHONE_INPUT} {...field('phone')} />
          <Button type="submit" size="md" variant="default" aria-disabled={busy || undefined} style={{ alignSelf: 'flex-start' }}>
            {busy ? t('grievance.lookupSending') : t('grievance.lookupSend')}
          </Button>
          <div role="alert">
            {failure !== null && (
              <Alert ref={failureShown} color="red" variant="light" icon={<AlertCircle size={18} aria-hidden="true" />} data-testid="grievance-lookup-failure">
                <Text size="sm" c="red.9" fw={600}>
                  {failure}
                </Text>
              </Alert>
            )}
          </div>
          {state && <GrievanceStateView state={state} />}
        </Stack>
      </form>
    </Paper>
  );
}
