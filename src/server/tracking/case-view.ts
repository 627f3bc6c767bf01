// What a request's case says to its holder (/track, the dashboard) and to the desk: the expected
// time, the due day (else the desk's own target), the official fees and the office chosen, computed
// when read from its catalogue entry, so a catalogue change applies at once (docs/server.md, "The
// case, the expected time and the due day").
import { dueAt, expectedTimeOf, istDay, type Due } from '../../catalog/due-at';
import { feeSheet } from '../../catalog/fee-sheet';
import { officeOf } from '../../catalog/office-field';
import { caseFields } from '../../catalog/request-case';
import type { CaseFeesView, ExpectedTimeView, OfficeView } from '../../shared/api/answers';
import type { ServiceRequest } from '../store/tracking-types';
import type { TrackingConfig } from './tracking-config';

export interface CaseView {
  expectedTime?: ExpectedTimeView;
  /** The due day and what it counts from: the visitor is shown only an official one. */
  due?: Due;
  fees?: CaseFeesView;
  office?: OfficeView;
}

export function caseView(r: ServiceRequest, tracking: Pick<TrackingConfig, 'entries' | 'holidays' | 'deskTime'>, now: number): CaseView {
  const answers = r.case ?? {};
  const record = { createdAt: r.createdAt, case: answers, history: r.history };
  // Where nothing more is known, the desk's own target still gives every request a due day.
  const deskDue = dueAt(record, {}, tracking.holidays, tracking.deskTime, now);
  const onlyDesk: CaseView = deskDue ? { due: deskDue } : {};
  const entry = tracking.entries?.get(r.entryId);
  if (!entry) return onlyDesk;
  const source = entry.caseSource;
  // The office as offices.yaml says it now (an address corrected there shows at once).
  const office = (source.fields ?? []).map((f) => officeOf(f, answers[f.name])).find((o) => o !== undefined);
  const view: CaseView = office ? { office: { name: office.name, district: office.district, address: office.address } } : {};
  // A request recorded before cases travelled has none: its fees and time cannot be told apart
  // (an office is no part of that: a request sent without one still has them).
  const { choices, counts, offices } = caseFields(source);
  if (choices.size + counts.size > 0 && Object.keys(answers).every((name) => offices.has(name))) return { ...onlyDesk, ...view };
  const time = expectedTimeOf(source, answers);
  const due = dueAt(record, source, tracking.holidays, tracking.deskTime, now);
  if (time) view.expectedTime = { days: time.days, counting: time.counting };
  if (due) view.due = due;
  if (source.fees?.length) {
    // Counts are kept as counts, so the day of sending stands in for "today".
    const sheet = feeSheet(source, answers, istDay(r.createdAt));
    view.fees = {
      lines: sheet.lines.map(({ item, count, amount }) => ({ item: { for: item.for, amount: item.amount, ...(item.per ? { per: item.per } : {}) }, count, amount })),
      total: sheet.total,
      serviceFee: entry.serviceFee,
    };
  }
  return view;
}
