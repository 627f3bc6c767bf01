// The JSON shapes of a recorded request: the visitor's (POST /api/requests/track, the dashboard),
// which never says who changed a status, and the support desk's, which adds contact and who.
import type { RequestView } from '../../shared/api/answers';
import type { RequestStep, ServiceRequest } from '../store/tracking-types';

const stepView = (s: RequestStep) => ({
  status: s.status,
  at: new Date(s.at).toISOString(),
  ...(s.note !== null ? { note: s.note } : {}),
  ...(s.reason !== null ? { reason: s.reason } : {}),
});

export const requestView = (r: ServiceRequest): RequestView => ({
  id: r.id,
  serviceNumber: r.serviceNumber,
  entryId: r.entryId,
  title: r.title,
  createdAt: new Date(r.createdAt).toISOString(),
  status: r.status,
  updates: r.updates,
  history: r.history.map(stepView),
});

/** The desk's: contact, who changed each step, and whether the visitor was told of it (per channel). */
export const adminRequestView = (r: ServiceRequest) => ({
  ...requestView(r),
  phone: r.phone,
  vehicleNumber: r.vehicleNumber,
  signedIn: r.userId !== null,
  history: r.history.map((s) => ({ ...stepView(s), by: s.by, ...(s.sent ? { sent: s.sent } : {}), ...(s.fix ? { fix: s.fix } : {}) })),
});
