// What the desk's list orders and filters by that only the catalogue can tell: the due day the
// desk's answers show (case-view.ts) and the office the case names. The store cannot read the
// catalogue, so these are worked out here and kept on the request when it is recorded or moved,
// and for every request again at start when the catalogue's rules changed (refresh-desk-index.ts).
import type { DeskIndex, RequestStep, ServiceRequest } from '../store/tracking-types';
import { caseDue, caseOffice } from './case-view';
import type { TrackingConfig } from './tracking-config';

type IndexTracking = Pick<TrackingConfig, 'entries' | 'holidays' | 'deskTime'>;

/** The request's due day and office as of `now` (a correction still awaited counts up to then). */
export function deskIndex(r: ServiceRequest, tracking: IndexTracking, now: number): DeskIndex {
  return { dueOn: caseDue(r, tracking, now)?.on ?? null, office: caseOffice(r, tracking)?.id ?? null };
}

/** The due day once `step` is made: leaving a correction moves it later by the time it waited. */
export function dueAfter(r: ServiceRequest, step: RequestStep, tracking: IndexTracking): string | null {
  return deskIndex({ ...r, status: step.status, history: [...r.history, step] }, tracking, step.at).dueOn;
}
