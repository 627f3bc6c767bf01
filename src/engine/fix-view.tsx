import './fix-texts';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { FormValidation, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useState } from 'react';
import type { Answer, CompiledEntry, CompiledForm, FormUiSchema } from '../catalog/types';
import { withoutEmpty } from './answers';
import type { FixAnswer, FixFlagView } from '../shared/api/answers';
import { apiErrorText } from '../shared/api/api-error-text';
import { currentLanguage, t } from '../shared/i18n/t';
import { openNewTab } from '../shared/open-new-tab';
import { uiSchemaFor } from './asked-fields';
import { loadDraft, saveDraft } from './drafts';
import { fixSent, openFix } from './fix-api';
import { FixNote } from './fix-note';
import { todayIso } from './fee-lines';
import { dayProblems, today } from './field-checks';
import { fixAsked, fixKept, fixSend, fixStart, type FixStart } from './fix-fields';
import { fieldOf, focusField, toPortalErrors } from './form-errors';
import { handoffUrl } from './handoff';
import { shownAnswer } from './whatsapp-message';
import { ThemedForm } from './theme/theme';

type Values = Record<string, Answer>;

export interface FixViewProps {
  entry: CompiledEntry & { form: CompiledForm };
  loadValidator: () => Promise<ValidatorFunctions>;
  token: string;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ok'; fix: FixAnswer; validateFns: ValidatorFunctions };

/**
 * The fix view: the service page opened by the fix link the desk sent. It asks only the questions the
 * desk flagged (its reason and the old answer under each), shows the other answers known (this
 * phone's draft, the record's case), lists the flagged documents, and sends the corrected answers to
 * WhatsApp under the same service number, with the fees of the corrected case (src/engine/fix-fields.ts).
 */
export default function FixView({ entry, loadValidator, token }: FixViewProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([openFix(token, abort.signal), loadValidator()]).then(
      ([fix, validateFns]) =>
        setLoaded(fix.entryId === entry.id ? { status: 'ok', fix, validateFns } : { status: 'failed', message: t('fix.otherPage') }),
      (err: unknown) => {
        if (!abort.signal.aborted) setLoaded({ status: 'failed', message: apiErrorText(err, t('fix.failed')).message });
      },
    );
    return () => abort.abort();
  }, [entry.id, loadValidator, token]);

  if (loaded.status === 'loading') {
    return (
      <Paper withBorder className="p-md-lg" radius="md" aria-busy="true">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('fix.loading')}</Text>
        </Group>
      </Paper>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={loaded.message} data-testid="fix-failed">
        {null}
      </Alert>
    );
  }
  return <FixForm entry={entry} token={token} fix={loaded.fix} validateFns={loaded.validateFns} />;
}

const reasonIn = (flag: FixFlagView) => flag.reason[currentLanguage()] ?? flag.reason.en;

function FixForm({ entry, token, fix, validateFns }: { entry: FixViewProps['entry']; token: string; fix: FixAnswer; validateFns: ValidatorFunctions }) {
  const { form } = entry;
  // This phone's answers to the same request, if it still keeps them; the record's case goes over them.
  const [start] = useState(() => {
    const kept = loadDraft(entry.id);
    return fixStart(form, fix.flags, reasonIn, kept && kept.serviceNumber === fix.serviceNumber ? kept.values : {}, fix.case);
  });
  const [values, setValues] = useState<Values>(start.values);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<{ url: string; opened: boolean; noted: boolean } | null>(null);
  const asked = useMemo(() => fixAsked(form, start.reasons, start.before, values), [form, start, values]);
  const kept = useMemo(() => fixKept(form, asked, values), [form, asked, values]);
  const validator = useMemo(() => createPrecompiledValidator<Values>(validateFns, form.schema as RJSFSchema), [validateFns, form.schema]);
  // Only a question asked can stop the send, and it says why at the question: the others are neither shown nor required.
  const transformErrors = useMemo(() => {
    const portal = toPortalErrors(form);
    return (errors: RJSFValidationError[]) => portal(errors.filter((error) => asked.includes(fieldOf(error))));
  }, [form, asked]);
  const customValidate = (formData: Values | undefined, errors: FormValidation) => {
    for (const [name, message] of Object.entries(dayProblems(form, formData ?? {}, today()))) {
      if (asked.includes(name)) (errors[name] as FormValidation | undefined)?.addError(message);
    }
    return errors;
  };
  const uiSchema = useMemo(() => fixUiSchema(entry, uiSchemaFor(form, values), asked, start, fix.written), [entry, form, values, asked, start, fix.written]);
  const documentText = (flag: FixFlagView) => (flag.document ? (flag.document[currentLanguage()] ?? flag.document.en) : 'document' in flag.target ? flag.target.document : '');

  const send = async ({ formData }: IChangeEvent<Values>) => {
    const current = withoutEmpty({ ...values, ...(formData ?? {}) });
    const correction = fixSend(entry, fix.case, fixAsked(form, start.reasons, start.before, current), current, todayIso());
    saveDraft(entry.id, { serviceNumber: fix.serviceNumber, values: correction.answers });
    const url = handoffUrl(entry, fix.serviceNumber, correction.answers, { round: fix.round, feeAnswers: correction.feeAnswers });
    if (!url) return;
    const opened = openNewTab(url);
    setSent({ url, opened, noted: true });
    if (!opened) return;
    const noted = await fixSent(token, correction.case).then(
      () => true,
      () => false,
    );
    setSent({ url, opened, noted });
  };

  return (
    <Paper withBorder className="p-md-lg" radius="md" data-testid="fix-view">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="fix-title">
            {t('fix.notice')}
          </Title>
          <Text size="sm" mt={4}>
            {t('fix.round', { serviceNumber: fix.serviceNumber, round: fix.round })}
          </Text>
        </div>
        {start.documents.length > 0 && (
          <section aria-labelledby="fix-documents">
            <Title order={3} fz="md" mb="xs" id="fix-documents">
              {t('fix.documents')}
            </Title>
            <List size="sm" spacing={4} data-testid="fix-documents">
              {fix.flags
                .filter((flag) => 'document' in flag.target)
                .map((flag) => (
                  <List.Item key={documentText(flag)}>
                    <Text span fw={600} size="sm">
                      {documentText(flag)}
                    </Text>
                    : {reasonIn(flag)}
                  </List.Item>
                ))}
            </List>
          </section>
        )}
        {kept.length > 0 && (
          <section aria-labelledby="fix-kept">
            <Title order={3} fz="md" mb="xs" id="fix-kept">
              {t('fix.kept')}
            </Title>
            <dl style={{ margin: 0 }} data-testid="fix-kept">
              {kept.map((name) => (
                <div key={name} style={{ marginBottom: 6 }}>
                  <Text component="dt" size="xs" fw={600} c="dimmed">
                    {form.schema.properties[name]!.title}
                  </Text>
                  <Text component="dd" m={0} size="sm">
                    {shownAnswer(entry.message, name, values[name] ?? '')}
                  </Text>
                </div>
              ))}
            </dl>
          </section>
        )}
        <ThemedForm
          schema={form.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={values}
          validator={validator}
          transformErrors={transformErrors}
          customValidate={customValidate}
          onChange={({ formData }: IChangeEvent<Values>) => setValues(withoutEmpty(formData ?? {}))}
          onSubmit={(event) => void send(event)}
          onError={() => setSubmitted(true)}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError={focusField}
          liveValidate={submitted ? 'onChange' : undefined}
          aria-labelledby="fix-title"
        >
          <Button type="submit" size="md" fullWidth color="teal.9" mt={asked.length > 0 ? 'md' : 0} data-testid="fix-send">
            {t('fix.send')}
          </Button>
        </ThemedForm>
        {sent && !sent.opened && (
          <Alert color="yellow" role="alert" data-testid="fix-blocked">
            <Text size="sm">
              {t('fix.blocked')}{' '}
              <Anchor href={sent.url} target="_blank" rel="noopener noreferrer">
                {t('fix.send')}
              </Anchor>
            </Text>
          </Alert>
        )}
        {sent?.opened && (
          <Alert color="green" role="status" data-testid="fix-sent">
            <Text size="sm">{sent.noted ? t('fix.sent') : t('fix.sentNotNoted')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The form's uiSchema for the fix view: every question not asked hidden; under each flagged one the
 * desk's reason and, where known, the answer sent before: this phone's draft or the case, else
 * what the visitor's message wrote (`written`, as the server read it).
 */
function fixUiSchema(entry: FixViewProps['entry'], base: FormUiSchema, asked: readonly string[], start: FixStart, written: Readonly<Record<string, string>>): FormUiSchema {
  const ui = { ...base };
  for (const name of base['ui:order']) {
    if (!asked.includes(name)) ui[name] = { ...base[name], 'ui:widget': 'hidden' };
    else if (start.reasons[name]) {
      const before = start.before[name];
      const shown = before ? shownAnswer(entry.message, name, before) : written[name];
      ui[name] = { ...base[name], 'ui:fixNote': <FixNote reason={start.reasons[name]} before={shown ? t('fix.before', { answer: shown }) : undefined} /> };
    }
  }
  return ui;
}

