import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import type { CompiledEntry, CompiledForm } from '../catalog/types';
import { t } from '../shared/i18n/t';
import { alertFor, toPortalErrors } from './form-errors';
import { formNote, handoffUrl, submitLabel } from './handoff';
import { recordRequest } from './record-request';
import { TrackRequestLink } from './track-request-link';
import { ThemedForm } from './theme/theme';

export interface FormViewProps {
  entry: CompiledEntry & { form: CompiledForm };
  validateFns: ValidatorFunctions;
  serviceNumber: string;
  values: Record<string, string>;
  onValuesChange: (values: Record<string, string>) => void;
  onClear: () => void;
}

type Values = Record<string, string>;

/** The form view: service number, the entry's form, and the send button that hands off to WhatsApp or the partner. */
export default function FormView({ entry, validateFns, serviceNumber, values, onValuesChange, onClear }: FormViewProps) {
  const { form } = entry;
  const validator = useMemo(() => createPrecompiledValidator<Values>(validateFns, form.schema as RJSFSchema), [validateFns, form.schema]);
  const transformErrors = useMemo(() => toPortalErrors(form), [form]);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const note = formNote(entry);

  const send = ({ formData }: IChangeEvent<Values>) => {
    const url = handoffUrl(entry, serviceNumber, formData ?? {});
    setAlert(null);
    if (!url) return;
    window.open(url, '_blank', 'noopener,noreferrer');
    recordRequest(entry, serviceNumber, formData ?? {});
    setSentUrl(url);
  };
  const showErrors = (errors: RJSFValidationError[]) => {
    setSubmitted(true);
    setSentUrl(null);
    setAlert(alertFor(errors));
  };
  const change = ({ formData, errors }: IChangeEvent<Values>) => {
    onValuesChange(withoutEmpty(formData ?? {}));
    if (submitted) setAlert(alertFor(errors));
  };
  const clear = () => {
    setAlert(null);
    setSubmitted(false);
    setSentUrl(null);
    onClear();
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id="form-title" tabIndex={-1}>
          {t('form.serviceNumber')}: <span data-testid="service-number">{serviceNumber}</span>
        </Title>
      </Group>
      <ThemedForm
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema}
        formData={values}
        validator={validator}
        transformErrors={transformErrors}
        onChange={change}
        onSubmit={send}
        onError={showErrors}
        noHtml5Validate
        focusOnFirstError
        showErrorList={false}
        liveValidate={submitted ? 'onChange' : undefined}
        aria-labelledby="form-title"
      >
        <Stack gap="sm" mt="lg">
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
          {alert && (
            <Alert color="red" role="alert" title={alert} data-testid="form-alert">
              {null}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth color={entry.handoff?.type === 'whatsapp' ? 'teal.9' : undefined}>
            {submitLabel(entry)}
          </Button>
          {sentUrl && (
            <Alert color="green" role="status" data-testid="form-sent">
              <Text size="sm">{entry.handoff?.type === 'partner' ? t('form.partnerOpened') : t('form.sent')}</Text>
              <Text size="sm">
                {t('form.popupBlocked')}{' '}
                <Anchor href={sentUrl} target="_blank" rel="noopener noreferrer">
                  {submitLabel(entry)}
                </Anchor>
              </Text>
              {entry.handoff?.type === 'whatsapp' && <TrackRequestLink serviceNumber={serviceNumber} />}
            </Alert>
          )}
          <Button type="button" variant="subtle" color="gray" onClick={clear}>
            {t('form.clear')}
          </Button>
        </Stack>
      </ThemedForm>
    </Paper>
  );
}

function withoutEmpty(values: Record<string, unknown>): Values {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
