import { Center, Container, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EntryModule } from '../catalog/client';
import type { Text as CatalogText, CompiledEntry, CompiledForm, EntrySource } from '../catalog/types';
import { t } from '../shared/i18n/t';
import { tx } from '../shared/i18n/localize';
import { useListing } from '../shared/listing/use-listing';
import { DocumentsSummary } from './documents-summary';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import { GuideView } from './guide-view';
import { InfoView } from './info-view';
import { InsurancePage } from './insurance-page';
import { IntroView } from './intro-view';
import { PageHeader } from './page-header';
import { PausedPage } from './paused-page';
import { prefillValues } from './prefill';
import { SeeAlso } from './see-also';
import { SourcesView } from './sources-view';
import { StickyAction } from './sticky-action';
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

/**
 * The one page every catalogue entry renders with: start view (terms, info or intro) → form view;
 * while an admin has the entry paused, a notice instead.
 */
export function RequestPage({ module, search }: { module: EntryModule; search: Record<string, unknown> }) {
  const { entry, validateFns } = module;
  const paused = useListing().paused.has(entry.id);
  if (paused) return <PausedPage entry={entry.source} />;
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
  const documents = documentsOf(entry.source);
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
          {documents.length > 0 && <DocumentsSummary documents={documents} />}
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

/**
 * What a page explains before it asks: the guide (request pages) or info (RTO pages), the terms,
 * the official references, and the main action kept in view at the bottom of the screen.
 */
function StartView({ entry, onProceed }: { entry: CompiledEntry; onProceed: () => void }) {
  const { source } = entry;
  if (entry.start === 'intro' && source.intro) return <IntroView intro={source.intro} onStart={onProceed} />;
  const info = entry.start === 'info' ? source.info : undefined;
  if (entry.start !== 'terms' && !info) return null;
  return (
    <Stack gap="lg">
      {source.guide && <GuideView guide={source.guide} />}
      {info && <InfoView info={info} />}
      {entry.start === 'terms' && <TermsView terms={entry.terms} />}
      <SourcesView sources={source.sources} reviewed={source.reviewed} />
      {info ? (
        <StickyAction label={source.submitLabel ? tx(source.submitLabel) : t('info.start')} color="teal.9" onClick={onProceed} />
      ) : (
        <StickyAction label={t('terms.agree')} onClick={onProceed} />
      )}
    </Stack>
  );
}

/** The documents a page asks the visitor to keep ready: its guide's, or its info's on an RTO page. */
function documentsOf(source: EntrySource): CatalogText[] {
  return source.guide?.documents ?? source.info?.documents ?? [];
}

/** A draft of this tab opens straight in the form view with its values and number; else a new visit. */
function initialState(entry: CompiledEntry & { form: CompiledForm }, search: Record<string, unknown>): PageState {
  const prefill = prefillValues(entry.form, search);
  const draft = loadDraft(entry.id);
  if (draft) return { view: 'form', serviceNumber: draft.serviceNumber, values: { ...draft.values, ...prefill } };
  return { view: entry.start === 'none' ? 'form' : 'start', serviceNumber: makeServiceNumber(entry.source.prefix ?? ''), values: prefill };
}
