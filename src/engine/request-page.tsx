import { Center, Container, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EntryModule } from '../catalog/client';
import type { CompiledEntry, CompiledForm } from '../catalog/types';
import { t } from '../shared/i18n/t';
import { tx } from '../shared/i18n/localize';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import { InfoView } from './info-view';
import { InsurancePage } from './insurance-page';
import { IntroView } from './intro-view';
import { PageHeader } from './page-header';
import { prefillValues } from './prefill';
import { SeeAlso } from './see-also';
import { makeServiceNumber } from './service-number';
import { TermsView } from './terms-view';

// rjsf and the validator load only when the form view is needed (and are fetched while the start view shows).
const loadFormView = () => import('./form-view');
const FormView = lazy(loadFormView);

interface PageState {
  view: 'start' | 'form';
  serviceNumber: string;
  values: Record<string, string>;
}

/** The one page every catalogue entry renders with: start view (terms, info or intro) → form view. */
export function RequestPage({ module, search }: { module: EntryModule; search: Record<string, unknown> }) {
  const { entry, validateFns } = module;
  if (entry.kind === 'insurance' || !entry.form || !validateFns) return <InsurancePage entry={entry} />;
  return <FormPage key={entry.id} entry={entry as CompiledEntry & { form: CompiledForm }} validateFns={validateFns} search={search} />;
}

function FormPage({ entry, validateFns, search }: { entry: CompiledEntry & { form: CompiledForm }; validateFns: NonNullable<EntryModule['validateFns']>; search: Record<string, unknown> }) {
  const [state, setState] = useState<PageState>(() => initialState(entry, search));
  const formTop = useRef<HTMLDivElement>(null);
  // Set when the visitor moves on from the start view, so the focus follows them to the form.
  const [proceeded, setProceeded] = useState(false);

  useEffect(() => {
    if (state.view === 'start') void loadFormView();
  }, [state.view]);

  const update = (next: PageState) => {
    setState(next);
    if (next.view === 'form') saveDraft(entry.id, { serviceNumber: next.serviceNumber, values: next.values });
  };
  const proceed = () => {
    update({ ...state, view: 'form' });
    setProceeded(true);
    requestAnimationFrame(() => formTop.current?.scrollIntoView({ block: 'start' }));
  };
  const clear = () => {
    clearDraft(entry.id);
    update({ view: 'form', serviceNumber: makeServiceNumber(entry.source.prefix ?? ''), values: {} });
  };

  return (
    <Container size="sm" py="lg" px="md">
      <PageHeader entry={entry.source} />
      {entry.source.seeAlso && <SeeAlso links={entry.source.seeAlso} />}
      <div ref={formTop} />
      {state.view === 'start' ? (
        <StartView entry={entry} onProceed={proceed} />
      ) : (
        <Suspense fallback={<Center py="xl"><Loader aria-label={t('page.loading')} /></Center>}>
          <FormView
            entry={entry}
            validateFns={validateFns}
            serviceNumber={state.serviceNumber}
            values={state.values}
            onValuesChange={(values) => update({ ...state, values })}
            onClear={clear}
            focusHeading={proceeded}
          />
        </Suspense>
      )}
    </Container>
  );
}

function StartView({ entry, onProceed }: { entry: CompiledEntry; onProceed: () => void }) {
  const { source } = entry;
  if (entry.start === 'terms') return <TermsView terms={entry.terms} onAgree={onProceed} />;
  if (entry.start === 'info' && source.info) {
    return <InfoView info={source.info} startLabel={source.submitLabel ? tx(source.submitLabel) : t('info.start')} onStart={onProceed} />;
  }
  if (entry.start === 'intro' && source.intro) return <IntroView intro={source.intro} onStart={onProceed} />;
  return null;
}

/** A draft of this tab opens straight in the form view with its values and number; else a new visit. */
function initialState(entry: CompiledEntry & { form: CompiledForm }, search: Record<string, unknown>): PageState {
  const prefill = prefillValues(entry.form, search);
  const draft = loadDraft(entry.id);
  if (draft) return { view: 'form', serviceNumber: draft.serviceNumber, values: { ...draft.values, ...prefill } };
  return { view: entry.start === 'none' ? 'form' : 'start', serviceNumber: makeServiceNumber(entry.source.prefix ?? ''), values: prefill };
}
