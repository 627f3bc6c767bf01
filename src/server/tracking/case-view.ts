// What a request's case says to its holder (/track, the dashboard) and to the desk: the expected
// time, the due day (else the desk's own target), the official fees and the office chosen, computed
// when read from its catalogue entry, so a catalogue change applies at once (docs/server.md, "The
// case, the expected time and the due day").
import { dueAt, expectedTimeOf, istDay, type Due } from '../../catalog/due-at';
import { feeSheet } from '../../catalog/fee-sheet';
import { officeOf } from '../../catalog/office-field';
import type { OfficeChoice } from '../../catalog/types';
import { caseFields } from '../../catalog/request-case';
import type { CaseFeesView, ExpectedTimeView, OfficeView } from '../../shared/api/answers';
import type { ServiceRequest } from '../store/tracking-types';
import type { SeedEntry } from '../services/catalog-seed';
import type { TrackingConfig } from './tracking-config';

export interface CaseView {
  expectedTime?: ExpectedTimeView;
  /** The due day and what it counts from: the visitor is shown only an official one. */
  due?: Due;
  fees?: CaseFeesView;
  office?: OfficeView;
}

type CaseTracking = Pick<TrackingConfig, 'entries' | 'holidays' | 'deskTime'>;

/** Whether the request was recorded before cases travelled while its entry's fees or time read one: they cannot be told apart. */
function caseUnknown(r: ServiceRequest, source: SeedEntry['caseSource']): boolean {
  const { choices, counts, offices } = caseFields(source);
  return choices.size + counts.size > 0 && Object.keys(r.case ?? {}).every((name) => offices.has(name));
}

/**
 * The due day the desk's answers show and what it counts from: the case's expected time, else the
 * desk's own target (also for a request without a case or whose entry has gone); null when neither.
 */
export function caseDue(r: ServiceRequest, tracking: CaseTracking, now: number): Due | null {
  const record = { createdAt: r.createdAt, case: r.case ?? {}, history: r.history };
  const entry = tracking.entries?.get(r.entryId);
  const source = entry && !caseUnknown(r, entry.caseSource) ? entry.caseSource : {};
  return dueAt(record, source, tracking.holidays, tracking.deskTime, now);
}

/** The office the case names, as offices.yaml says it now (an address corrected there shows at once). */
export function caseOffice(r: ServiceRequest, tracking: Pick<TrackingConfig, 'entries'>): OfficeChoice | undefined {
  const fields = tracking.entries?.get(r.entryId)?.caseSource.fields ?? [];
  return fields.map((f) => officeOf(f, r.case?.[f.name])).find((o) => o !== undefined);
}

export function caseView(r: ServiceRequest, tracking: CaseTracking, now: number): CaseView {
  const answers = r.case ?? {};
  const due = caseDue(r, tracking, now);
  const dueView: CaseView = due ? { due } : {};
  const entry = tracking.entries?.get(r.entryId);
  if (!entry) return dueView;
  const source = entry.caseSource;
  const office = caseOffice(r, tracking);
  const view: CaseView = { ...dueView, ...(office ? { office: { name: office.name, district: office.district, address: office.address } } : {}) };
  // A request recorded before cases travelled has none: its fees and time cannot be told apart
  // (an office is no part of that: a request sent without one still has them).
  if (caseUnknown(r, source)) return view;
  const time = expectedTimeOf(source, answers);
  if (time) view.expectedTime = { days: time.days, counting: time.counting };
  if (source.fees?.length) {
    // Counts are kept as counts, so the day of sending stands in for "today".
    const sheet = feeSheet(source, answers, istDay(r.createdAt));
    view.fees = {
      lines: sheet.lines.map(({ item, count, amount }) => ({
        item: {
          for: item.for,
          ...(item.amount !== undefined ? { amount: item.amount } : {}),
          ...(item.per ? { per: item.per } : {}),
          ...(item.estimate ? { estimate: true } : {}),
          ...(item.mayApply ? { mayApply: true } : {}),
          ...(item.note ? { note: item.note } : {}),
        },
        count,
        amount,
      })),
      total: sheet.total,
      kind: sheet.kind,
      serviceFee: entry.serviceFee,
    };
  }
  return view;
}
