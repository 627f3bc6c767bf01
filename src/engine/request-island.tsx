import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import type { EntryModule } from '../catalog/client';
import { applying, askedAnswers } from '../catalog/conditions';
import { todayIso } from './fee-lines';
import type { Answer, CompiledEntry, CompiledForm } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { dropFormSkeleton, showFormSkeleton } from '../shared/islands/show-skeleton';
import { onPersonLeft } from '../shared/person-left';
import { useHydrated } from '../shared/use-hydrated';
import { useListing } from '../shared/listing/use-listing';
import { startLabel } from './button-labels';
import { DocumentsSummary } from './documents-summary';
import { documentsOf } from './page-documents';
import { claimDraft, clearDraft, earlierNumbers, loadDraft, saveDraft } from './drafts';
import { EarlierDraft } from './earlier-draft';
import { entryModule } from './find-entry';
import { FixPage, useFixToken } from './fix-page';
import { keptChoice, type CaseChoice } from './case-choice';
import type { CaseChooserProps } from './case-chooser';
import { GuideView } from './guide-view';
import { InfoView } from './info-view';
import { IntroView } from './intro-view';
import { PausedNotice } from './paused-notice';
import { dropPendingNumber } from './pending-requests';
import { prefillQuery, prefillValues } from './prefill';
import { SeeAlso } from './see-also';
import { SourcesView } from './sources-view';
import { StickyAction } from './sticky-action';
import { mintServiceNumber } from '../core/service-number';
import { TermsView } from './terms-view';

// rjsf and the validator load only when the form view is needed: a page read and left never downloads
// them. They are fetched as soon as the visitor reaches for the start view's button (pointer, touch or
// keyboard focus), so the form is usually there by the time the click lands.
const loadFormView = () => import('./form-view');
const FormView = lazy(loadFormView);

type LoadValidator = NonNullable<EntryModule['loadValidator']>;

interface PageState {
  /** `earlier`: a draft of an earlier browser session waits for "Is this your request?" (EarlierDraft). */
  view: 'start' | 'form' | 'earlier';
  serviceNumber: string;
  values: Record<string, Answer>;
}

/** The props of an entry's islands: plain JSON, the entry's id (the island loads its module by id). */
export interface EntryIslandProps {
  entryId: string;
}

/**
 * Everything of an entry's page below its header that can change in the browser: the see-also links,
 * the start view (guide or info, terms, sources, the start button) and the form view that replaces
 * it; while an admin has the entry paused, a notice instead; opened by a fix link, the fix view.
 */
export function RequestIsland({ entryId }: EntryIslandProps) {
  const { entry, loadValidator } = use(entryModule(entryId));
  const paused = useListing().paused.has(entry.id);
  // Signed out here or in another tab: the form starts afresh, with nothing of the person before.
  const [peopleLeft, setPeopleLeft] = useState(0);
  useEffect(() => onPersonLeft(() => setPeopleLeft((n) => n + 1)), []);
  const fixToken = useFixToken();
  // A tap on the start button that meets a paused entry or a fix link leaves no form to wait for.
  useLayoutEffect(() => {
    if (paused || fixToken) dropFormSkeleton();
  }, [paused, fixToken]);
  if (paused) return <PausedNotice entry={entry.source} />;
  if (!entry.form || !loadValidator) return null;
  if (fixToken) return <FixPage key={peopleLeft} entry={entry as CompiledEntry & { form: CompiledForm }} loadValidator={loadValidator} token={fixToken} />;
  return <FormPage key={`${entry.id}:${peopleLeft}`} entry={entry as CompiledEntry & { form: CompiledForm }} loadValidator={loadValidator} />;
}

function FormPage({ entry, loadValidator }: { entry: CompiledEntry & { form: CompiledForm }; loadValidator: LoadValidator }) {
  // The prerendered page is a first visit; a draft of this tab, and the values the address gives
  // (?vehicleNumber=…), are read once it is hydrated.
  const hydrated = useHydrated();
  const [state, setState] = useState<PageState>(() => (hydrated ? initialState(entry, window.location.search) : firstVisit(entry, {})));
  const [restored, setRestored] = useState(hydrated);
  // Set when the visitor moves on from the start view, so the focus follows them to the form.
  const [proceeded, setProceeded] = useState(false);
  if (hydrated && !restored) {
    setRestored(true);
    // A tap replayed before this render (early input) has already moved on to the form, which keeps
    // its number and takes the address's values.
    const query = window.location.search;
    setState((current) => (proceeded ? { ...current, values: { ...current.values, ...prefillValues(entry.form, prefillQuery(query)) } } : initialState(entry, query)));
  }
  const formTop = useRef<HTMLDivElement>(null);
  // "Is this your request?" takes the place of a form the tap was waiting for.
  useLayoutEffect(() => {
    if (state.view === 'earlier') dropFormSkeleton();
  }, [state.view]);

  const update = (next: PageState) => {
    setState(next);
    if (next.view === 'form') saveDraft(entry.id, { serviceNumber: next.serviceNumber, values: next.values });
  };
  // The case the visitor said on the start view: the form starts with those answers (said once).
  const [choice, setChoice] = useState<CaseChoice>({});
  const choose = (name: string, value: string | null) =>
    setChoice((current) => keptChoice(entry, value === null ? Object.fromEntries(Object.entries(current).filter(([n]) => n !== name)) : { ...current, [name]: value }));
  const proceed = () => {
    // The form's skeleton stands in for it until the form view is committed (ValidatedFormView).
    const island = formTop.current?.closest('[data-island]');
    if (island) showFormSkeleton(island);
    update({ ...state, view: 'form', values: { ...state.values, ...choice } });
    setProceeded(true);
    requestAnimationFrame(() => formTop.current?.scrollIntoView({ block: 'start' }));
  };
  const prepareForm = () => {
    void loadFormView();
    void loadValidator();
  };
  const documents = documentsOf(entry.source);
  const clear = () => {
    clearDraft(entry.id);
    update({ view: 'form', serviceNumber: mintServiceNumber(entry.source.prefix ?? ''), values: {} });
  };
  const claimEarlier = () => {
    const draft = claimDraft(entry.id);
    setState(draft ? { view: 'form', serviceNumber: draft.serviceNumber, values: { ...draft.values, ...state.values } } : firstVisit(entry, state.values));
    setProceeded(true);
  };
  // Not theirs: removed as "Clear form" removes it, and a record still queued for it is never sent.
  const removeEarlier = () => {
    for (const serviceNumber of earlierNumbers(entry.id)) dropPendingNumber(serviceNumber);
    clearDraft(entry.id);
    setState(firstVisit(entry, state.values));
  };

  return (
    <>
      {entry.source.seeAlso && <SeeAlso links={entry.source.seeAlso} />}
      {/* What follows this mark is hidden while the form's skeleton shows (src/app/global.css). */}
      <div ref={formTop} data-form-top="" />
      {state.view === 'earlier' ? (
        <EarlierDraft service={tx(entry.source.title)} onMine={claimEarlier} onRemove={removeEarlier} />
      ) : state.view === 'start' ? (
        <StartView entry={entry} choice={choice} onChoose={choose} onProceed={proceed} onIntent={prepareForm} />
      ) : (
        <>
          {documents.length > 0 && <DocumentsSummary documents={applying(documents, askedAnswers(entry.form.conditions, state.values), todayIso())} />}
          <Suspense fallback={<FormLoading serviceNumber={state.serviceNumber} />}>
            <ValidatedFormView
              entry={entry}
              loadValidator={loadValidator}
              serviceNumber={state.serviceNumber}
              values={state.values}
              onValuesChange={(values) => update({ ...state, values })}
              onClear={clear}
              focusHeading={proceeded}
            />
          </Suspense>
        </>
      )}
    </>
  );
}

/**
 * What a page explains before it asks: the guide (request pages) or info (RTO pages), the terms,
 * the official references, and the main action kept in view at the bottom of the screen.
 */
function StartView({ entry, choice, onChoose, onProceed, onIntent }: CaseChooserProps & { onProceed: () => void; onIntent: () => void }) {
  const { source } = entry;
  if (entry.start === 'intro' && source.intro) return <IntroView intro={source.intro} onStart={onProceed} onIntent={onIntent} />;
  const info = entry.start === 'info' ? source.info : undefined;
  if (entry.start !== 'terms' && !info) return null;
  return (
    <Stack gap="lg">
      {source.guide && <GuideView guide={source.guide} entry={entry} choice={choice} onChoose={onChoose} />}
      {info && <InfoView info={info} entry={entry} choice={choice} onChoose={onChoose} />}
      {entry.start === 'terms' && <TermsView terms={entry.terms} />}
      <SourcesView sources={source.sources} reviewed={source.reviewed} />
      {info ? (
        <StickyAction label={startLabel(entry)} color="teal.9" onClick={onProceed} onIntent={onIntent} />
      ) : (
        <StickyAction label={t('terms.agree')} onClick={onProceed} onIntent={onIntent} />
      )}
    </Stack>
  );
}

/**
 * While the form's code loads (seconds on a slow network): its heading with the service number and a
 * progress line, under the documents already shown, rather than a bare spinner.
 */
function FormLoading({ serviceNumber }: { serviceNumber: string }) {
  return (
    <Paper withBorder className="p-md-lg" radius="md" aria-busy="true" data-testid="form-loading">
      <Title order={2} fz="lg" mb="md">
        {t('form.serviceNumber')}: {serviceNumber}
      </Title>
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{t('form.loading')}</Text>
      </Group>
    </Paper>
  );
}

/** The form view once its validator is here (the Suspense around it shows a loader until then). */
function ValidatedFormView({ loadValidator, ...props }: Omit<ComponentProps<typeof FormView>, 'validateFns'> & { loadValidator: LoadValidator }) {
  // Committed with the form: the skeleton goes in the same frame as the form appears.
  useLayoutEffect(dropFormSkeleton, []);
  return <FormView {...props} validateFns={use(loadValidator())} />;
}

/** A draft of this tab opens straight in the form view with its values and number; one of an earlier browser session is asked about first; else a new visit. */
function initialState(entry: CompiledEntry & { form: CompiledForm }, query: string): PageState {
  const prefill = prefillValues(entry.form, prefillQuery(query));
  const draft = loadDraft(entry.id);
  if (draft) return { view: 'form', serviceNumber: draft.serviceNumber, values: { ...draft.values, ...prefill } };
  if (earlierNumbers(entry.id).length > 0) return { ...firstVisit(entry, prefill), view: 'earlier' };
  return firstVisit(entry, prefill);
}

function firstVisit(entry: CompiledEntry, values: Record<string, Answer>): PageState {
  return { view: entry.start === 'none' ? 'form' : 'start', serviceNumber: mintServiceNumber(entry.source.prefix ?? ''), values };
}
