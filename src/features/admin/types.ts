// The shapes the admin API answers with (see docs/admin-console.md).
import type { AuditAction } from '../../core/audit-actions';
import type { ServiceChecked } from '../../shared/api/bodies';
import type { RequestStatus } from '../../core/request-status';

export type AdminRole = 'admin' | 'moderator';

export interface AdminSession {
  username: string;
  role: AdminRole;
}

export interface AdminRequestStep {
  status: RequestStatus;
  at: string;
  note?: string;
  reason?: string;
  by: string | null;
  /** Whether the visitor was told of this step, per channel; absent when nothing was sent. */
  sent?: { channel: 'sms' | 'whatsapp'; ok: boolean }[];
}

export interface AdminRequest {
  id: string;
  serviceNumber: string;
  entryId: string;
  title: string;
  createdAt: string;
  status: RequestStatus;
  phone: string;
  vehicleNumber: string | null;
  signedIn: boolean;
  history: AdminRequestStep[];
}

export interface RequestCounts {
  /** Sent from a form, with no WhatsApp message seen by the desk yet (any day). */
  waiting: number;
  receivedToday: number;
  inProgress: number;
  completedThisWeek: number;
}

/** A link card's fields: what schemas/api/service.schema.json checks (src/shared/api/bodies.ts). */
export type ServiceFields = ServiceChecked;
export type ServiceCategory = ServiceFields['category'];

export interface ServiceRecord extends ServiceFields {
  id: string;
  created_at: string;
  updated_at: string;
}

export interface FeedbackRecord {
  id: string;
  name: string;
  email: string | null;
  rating: number;
  message: string;
  service_type: string | null;
  created_at: string;
  approved: boolean | null;
}

export interface CardText {
  title: string;
  description: string;
  icon: string;
}

export interface ListingCard extends CardText {
  /** `entry:<id>` or `link:<id>`. */
  key: string;
  kind: 'entry' | 'link';
  category: string;
  link: string;
  paused: boolean;
  changed: boolean;
  /** The catalogue's own text (entries only). */
  defaults?: CardText;
}

export interface AdminListing {
  categories: { id: string; title: string }[];
  cards: ListingCard[];
}

export interface AuditEvent {
  id: string;
  at: string;
  actor: string;
  role: string | null;
  action: AuditAction;
  target: string | null;
  detail: string | null;
  ip: string | null;
  ok: boolean;
}

export interface AdminAccount {
  id: string;
  username: string;
  role: AdminRole;
  active: boolean;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
