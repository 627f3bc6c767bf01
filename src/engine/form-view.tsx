import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import type { FormValidation, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Answer, CompiledEntry, CompiledForm } from '../catalog/types';
import { withoutEmpty } from './answers';
import { sendGate } from '../shared/forms/send-gate';
import { t } from '../shared/i18n/t';
import { openNewTab } from '../shared/open-new-tab';
import { dayProblems, today } from './field-checks';
import { askedValues, uiSchemaFor } from './asked-fields';
import { useCurrentUser } from '../shared/auth/current-user';
import { ErrorSummary, type FormAlert } from './error-summary';
import { accountPrefill } from './prefill';
import { fieldOf, focusField, problemsOf, toPortalErrors } from './form-errors';
import { submitLabel } from './button-labels';
import { formNote, handoffUrl } from './handoff';
import { HandoffResult } from './handoff-result';
import { OfflineHandoff } from './offline-handoff';
import { forgetUnsent, keepUntilSent } from './drafts';
import { forgetRequestOnDevice } from './forget-request';
import { dropPendingNumber } from './pending-requests';
import { queueRequest, recordRequest, type SendChoices } from './record-request';
import { contactFieldNames } from './request-record';
import { todayIso } from './fee-lines';
import type { GuardianGiven } from './guardian-consent';
import { minorApplicant } from './minor-applicant';
import { SendConsents } from './send-consents';

// Loaded only for an applicant under 18: no other form carries the guardian's panel.
const GuardianConsent = lazy(() => import('./guardian-consent').then((m) => ({ default: m.GuardianConsent })));
import type { RecordState } from './record-status';
import { ReviewView } from './review-view';
import { TERMS_CONSENT_ID, TermsConsent } from './terms-consent';
import { ThemedForm } from './theme/theme';
import { invalidAnswers } from './invalid-answers';
import { useFormStats } from './use-form-stats';

export interface FormViewProps {
  entry: CompiledEntry & { form: CompiledForm };
  validateFns: ValidatorFunctions;
  serviceNumber: string;
  values: Record<string, Answer>;
  onValuesChange: (values: Record<string, Answer>) => void;
  onClear: () => void;
  /** Move the focus to the form's heading once shown (after "I Agree" or the info view's button). */
  focusHeading?: boolean;
}

type Values = Record<string, Answer>;

/**
 * The form view: service number, the entry's form, then (for WhatsApp) the answers to check, and the
 * send button that hands off to WhatsApp or the partner.
 */
export default function FormView({ entry, validateFns, serviceNumber, values, onValuesChange, onClear, focusHeading }: FormViewProps) {
  const { form } = entry;
  const validator = useMemo(() => createPrecompiledValidator<Values>(validateFns, form.schema as RJSFSchema), [validateFns, form.schema]);
  const transformErrors = useMemo(() => toPortalErrors(form), [form]);
  const uiSchema = useMemo(() => uiSchemaFor(form, values), [form, values]);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [handoff, setHandoff] = useState<{ url: string; opened: boolean } | null>(null);
  const [record, setRecord] = useState<RecordState | null>(null);
  // A WhatsApp request sent while offline waits for the connection (OfflineHandoff).
  const [waitingForConnection, setWaitingForConnection] = useState(false);
  // Its record waits in the queue; changing or clearing the answers before WhatsApp has them takes it back.
  const queued = useRef(false);
  const sent = useRef<Values>({});
  // A WhatsApp request is checked before it goes; a partner page passes no data, so it goes at once.
  const reviews = entry.handoff?.type === 'whatsapp';
  const [step, setStep] = useState<'form' | 'review'>('form');
  const changing = useRef<string | null>(null);
  // The consent line goes into the WhatsApp text, so a form without a terms view before it asks here.
  const asksConsent = entry.handoff?.type === 'whatsapp' && entry.start !== 'terms';
  const [consented, setConsented] = useState(false);
  // The send step's own consents: status texts unticked on every request; a guardian's for a minor.
  const [statusTexts, setStatusTexts] = useState(false);
  const [guardian, setGuardian] = useState<GuardianGiven | null>(null);
  const minor = reviews && minorApplicant(entry, values, todayIso());
  const choices: SendChoices = { statusTexts, guardian: minor ? guardian : null };
  const contactAnswer = values[contactFieldNames(entry).phone ?? ''];
  const applicantPhone = typeof contactAnswer === 'string' ? contactAnswer : undefined;
  const consentError = asksConsent && submitted && !consented ? t('consent.required') : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const note = formNote(entry);
  const [gate] = useState(() => sendGate());
  // "Remove my details from this phone" was tapped: said until the form is filled again.
  const [detailsRemoved, setDetailsRemoved] = useState(false);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  // A signed-in visitor's form starts with the account's mobile, once (the session is asked only
  // now the form is here); an answer already given stays, and they may change it.
  const current = useCurrentUser();
  const accountFilled = useRef(false);
  useEffect(() => {
    if (current.status !== 'signed-in' || accountFilled.current) return;
    accountFilled.current = true;
    const filled = accountPrefill(form, current.user.phone, values);
    if (Object.keys(filled).length > 0) onValuesChange({ ...values, ...filled });
    // Once, when the account is known (the ref): later changes of the values are the visitor's.
  }, [current, form, values, onValuesChange]);
  // Back from the answers with "Change": the focus goes to that question.
  useEffect(() => {
    if (step !== 'form' || !changing.current) return;
    document.getElementById(`root_${changing.current}`)?.focus();
    changing.current = null;
  }, [step]);

  const customValidate = (formData: Values | undefined, errors: FormValidation) => {
    for (const [name, message] of Object.entries(dayProblems(form, formData ?? {}, today()))) (errors[name] as FormValidation | undefined)?.addError(message);
    return errors;
  };
  const stats = useFormStats(entry.id, form, values, (current) => invalidAnswers(validator, form, current, customValidate, transformErrors));
  const send = ({ formData }: IChangeEvent<Values>) => {
    setSubmitted(true);
    if (asksConsent && !consented) {
      setAlert(consentAlert());
      document.getElementById(TERMS_CONSENT_ID)?.focus();
      return;
    }
    setAlert(null);
    if (reviews) setStep('review');
    else handOff(askedValues(form, formData ?? {}));
  };
  // Recorded after WhatsApp opened: the hand-off never waits for the server.
  const saveRecord = () => {
    setRecord('saving');
    void recordRequest(entry, serviceNumber, sent.current, choices).then(setRecord);
  };
  // A request sent offline is kept on the device until WhatsApp has it (a blocked tab leaves it kept).
  const openWhatsApp = (url: string) => {
    const opened = openNewTab(url);
    setHandoff({ url, opened });
    queued.current = false;
    if (opened) forgetUnsent(entry.id);
  };
  const takeBackQueued = () => {
    if (queued.current) dropPendingNumber(serviceNumber);
    queued.current = false;
  };
  const handOff = (asked: Values) => {
    // Under 18, nothing goes to WhatsApp or the server before the guardian's code is entered.
    if (minor && !guardian) {
      setAlert({ title: t('guardian.needed'), problems: [] });
      document.getElementById('guardian-name')?.focus();
      return;
    }
    const url = handoffUrl(entry, serviceNumber, asked);
    if (!url || !gate.start()) return;
    stats.sent();
    // Partner hand-offs pass no data and create no request.
    if (entry.handoff?.type !== 'whatsapp') {
      setHandoff({ url, opened: openNewTab(url) });
      return;
    }
    sent.current = asked;
    // Offline, WhatsApp cannot open: the answers stay on the device, and the request is recorded when
    // the connection returns, by this form or, once its tab is closed, by the next page's queue.
    if (!navigator.onLine) {
      keepUntilSent(entry.id, { serviceNumber, values });
      takeBackQueued();
      queueRequest(entry, serviceNumber, asked, choices);
      queued.current = true;
      setHandoff(null);
      setWaitingForConnection(true);
      return;
    }
    openWhatsApp(url);
    saveRecord();
  };
  // Back online after an offline send: the request is recorded already; WhatsApp opens in this tap.
  const handOffAfterConnection = () => {
    const url = handoffUrl(entry, serviceNumber, sent.current);
    if (!url) return;
    setWaitingForConnection(false);
    openWhatsApp(url);
  };
  const changeAnswer = (name: string) => {
    takeBackQueued();
    gate.reset();
    changing.current = name;
    setHandoff(null);
    setWaitingForConnection(false);
    setStep('form');
  };
  const summaryOf = (errors: RJSFValidationError[]): FormAlert | null => (errors.length > 0 ? { title: t('form.problems'), problems: problemsOf(form, errors) } : null);
  const showErrors = (errors: RJSFValidationError[]) => {
    stats.invalid(errors.map(fieldOf));
    setSubmitted(true);
    setHandoff(null);
    setAlert(summaryOf(errors));
  };
  const change = ({ formData, errors }: IChangeEvent<Values>) => {
    setDetailsRemoved(false);
    onValuesChange(askedValues(form, withoutEmpty(formData ?? {})));
    if (submitted) setAlert(summaryOf(errors) ?? (consentError ? consentAlert() : null));
  };
  const giveGuardian = (given: GuardianGiven | null) => {
    setGuardian(given);
    if (given) setAlert(null);
  };
  const consent = (checked: boolean) => {
    setConsented(checked);
    if (checked && alert?.title === t('consent.required')) setAlert(null);
  };
  const clear = () => {
    takeBackQueued();
    gate.reset();
    setAlert(null);
    setSubmitted(false);
    setHandoff(null);
    setWaitingForConnection(false);
    setStatusTexts(false);
    setGuardian(null);
    setStep('form');
    onClear();
  };
  // Sent on WhatsApp: on a shared phone the sender may leave nothing of it behind; the form starts afresh.
  const removeDetails = () => {
    void forgetRequestOnDevice(entry);
    clear();
    setDetailsRemoved(true);
  };
  const clearButton = (
    <Button type="button" variant="subtle" color="gray" onClick={clear}>
      {t('form.clear')}
    </Button>
  );

  return (
    <Paper withBorder className="p-md-lg" radius="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id="form-title" tabIndex={-1} ref={heading}>
          {t('form.serviceNumber')}: <span data-testid="service-number">{serviceNumber}</span>
        </Title>
      </Group>
      {detailsRemoved && (
        <Alert color="green" role="status" title={t('form.detailsRemoved')} data-testid="details-removed">
          {null}
        </Alert>
      )}
      {step === 'review' ? (
        <Stack gap="sm" mt="lg">
          <ReviewView entry={entry} values={values} onChange={changeAnswer}>
            {minor && (
              <Suspense fallback={null}>
                <GuardianConsent entryId={entry.id} serviceNumber={serviceNumber} applicantPhone={applicantPhone} given={guardian} onGiven={giveGuardian} />
              </Suspense>
            )}
            <SendConsents statusTexts={statusTexts} offerTexts={!minor} onStatusTexts={setStatusTexts} />
            {alert && <ErrorSummary alert={alert} />}
            <Button size="md" color="teal.9" onClick={() => handOff(askedValues(form, values))} data-testid="review-send">
              {submitLabel(entry)}
            </Button>
          </ReviewView>
          {waitingForConnection && (
            <OfflineHandoff serviceNumber={serviceNumber} sendLabel={submitLabel(entry)} record={record} onOnline={saveRecord} onRetryRecord={saveRecord} onSend={handOffAfterConnection} />
          )}
          {handoff && <HandoffResult entry={entry} serviceNumber={serviceNumber} handoff={handoff} record={record} onRetryRecord={saveRecord} />}
          {handoff?.opened && (
            <Button variant="light" onClick={removeDetails}>
              {t('form.removeDetails')}
            </Button>
          )}
          {clearButton}
        </Stack>
      ) : (
        <ThemedForm
          schema={form.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={values}
          validator={validator}
          customValidate={customValidate}
          transformErrors={transformErrors}
          onChange={change}
          onSubmit={send}
          onError={showErrors}
          noHtml5Validate
          focusOnFirstError={focusField}
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
            {asksConsent && <TermsConsent terms={entry.terms} checked={consented} error={consentError} onChange={consent} />}
            {alert && <ErrorSummary alert={alert} />}
            <Button type="submit" size="md" fullWidth color={reviews ? 'teal.9' : undefined}>
              {reviews ? t('review.continue') : submitLabel(entry)}
            </Button>
            {handoff && <HandoffResult entry={entry} serviceNumber={serviceNumber} handoff={handoff} record={record} onRetryRecord={saveRecord} />}
            {clearButton}
          </Stack>
        </ThemedForm>
      )}
    </Paper>
  );
}

const consentAlert = (): FormAlert => ({ title: t('consent.required'), problems: [] });
