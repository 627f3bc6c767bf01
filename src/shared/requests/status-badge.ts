import type { MessageKey } from '../i18n/en';

// Filled badges that keep 4.5:1: white on teal 9 (green 9 falls short), blue 8 and gray 7; dark text
// on yellow and light gray (theme autoContrast).
const badges: Record<string, { label: MessageKey; color: string }> = {
  waiting: { label: 'requests.status.waiting', color: 'gray.3' },
  received: { label: 'requests.status.received', color: 'yellow.5' },
  in_progress: { label: 'requests.status.in_progress', color: 'blue.8' },
  completed: { label: 'requests.status.completed', color: 'teal.9' },
  closed: { label: 'requests.status.closed', color: 'gray.7' },
};

/** The badge of a request's status; a status this browser does not know yet shows as Unknown. */
export function statusBadge(status: string): { label: MessageKey; color: string } {
  return Object.hasOwn(badges, status) ? badges[status]! : { label: 'requests.status.unknown', color: 'gray.7' };
}
