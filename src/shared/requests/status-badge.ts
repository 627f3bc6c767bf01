import { isRequestStatus, statusOf, type RequestStatus } from '../../core/request-status';
import type { MessageKey } from '../i18n/en';

/** Who reads a status: the visitor's labels speak to them ("your WhatsApp message"), the desk's of them. */
export type StatusReader = 'visitor' | 'desk';

/** The text of a status: every status of the list has one in each dictionary (the compiler asks for it). */
export const statusLabel = (status: RequestStatus, reader: StatusReader = 'visitor'): MessageKey =>
  reader === 'desk' && status === 'waiting' ? 'admin.status.waiting' : `requests.status.${status}`;

/** The badge of a request's status; a status this browser does not know yet shows as Unknown. */
export function statusBadge(status: string, reader: StatusReader = 'visitor'): { label: MessageKey; color: string } {
  return isRequestStatus(status) ? { label: statusLabel(status, reader), color: statusOf(status).color } : { label: 'requests.status.unknown', color: 'gray.7' };
}
