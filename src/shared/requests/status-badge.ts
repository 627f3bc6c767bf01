import { isRequestStatus, statusOf, type RequestStatus } from '../../core/request-status';
import type { MessageKey } from '../i18n/en';

/** The text of a status: every status of the list has one in each dictionary (the compiler asks for it). */
export const statusLabel = (status: RequestStatus): MessageKey => `requests.status.${status}`;

/** The badge of a request's status; a status this browser does not know yet shows as Unknown. */
export function statusBadge(status: string): { label: MessageKey; color: string } {
  return isRequestStatus(status) ? { label: statusLabel(status), color: statusOf(status).color } : { label: 'requests.status.unknown', color: 'gray.7' };
}
