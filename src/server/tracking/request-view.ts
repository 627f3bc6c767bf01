// The JSON shapes of a recorded request: the visitor's (POST /api/requests/track, the dashboard),
// which never says who changed a status, and the support desk's, which adds contact and who.
import type { RequestView } from '../../shared/api/answers';
import type { RequestStep, ServiceRequest } from '../store/tracking-types';
import { caseView } from './case-view';
import { receivedAt } from './received-at';
import type { TrackingConfig } from './tracking-config';

type ViewTracking = Pick<TrackingConfig, 'entries' | 'holidays' | 'deskTime'>;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

const stepView = (s: RequestStep) => ({
  status: s.status,
  at: new Date(s.at).toISOString(),
  ...(s.note !== null ? { note: s.note } : {}),
  ...(s.reason !== null ? { reason: s.reason } : {}),
});

const baseView = (r: ServiceRequest) => ({
  id: r.id,
  serviceNumber: r.serviceNumber,
  entryId: r.entryId,
  title: r.title,
  createdAt: new Date(r.createdAt).toISOString(),
  status: r.status,
  updates: r.updates,
  history: r.history.map(stepView),
});

/**
 * The visitor's, with what the request's case says (expected time, due day, fees) when its entry is
 * known. Its due day is an official one only: the desk's own target is no promise to the visitor.
 */
export const requestView = (r: ServiceRequest, tracking: ViewTracking, now: number): RequestView => {
  const { due, ...rest } = caseView(r, tracking, now);
  return { ...baseView(r), ...rest, ...(due?.by === 'expectedTime' ? { dueOn: due.on } : {}) };
};

/** The desk's: contact, who changed each step, whether the visitor was told of it (per channel), and the due day with what it counts from. */
export const adminRequestView = (r: ServiceRequest, tracking: ViewTracking, now: number) => {
  const { due, ...rest } = caseView(r, tracking, now);
  return {
    ...baseView(r),
    ...rest,
    ...(due ? { dueOn: due.on, dueBy: due.by } : {}),
    phone: r.phone,
    vehicleNumber: r.vehicleNumber,
    signedIn: r.userId !== null,
    receivedAt: iso(receivedAt(r.history)),
    history: r.history.map((s) => ({ ...stepView(s), by: s.by, ...(s.sent ? { sent: s.sent } : {}), ...(s.via ? { via: s.via } : {}), ...(s.fix ? { fix: s.fix } : {}) })),
    // What the desk may do with it rests on these: texts only while given, a minor's only with the guardian's.
    consents: (r.consents ?? []).map(({ withdrawnAt, ...c }) => ({ ...c, givenAt: new Date(c.givenAt).toISOString(), ...(withdrawnAt !== undefined ? { withdrawnAt: new Date(withdrawnAt).toISOString() } : {}) })),
  };
};
