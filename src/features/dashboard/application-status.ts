import type { MessageKey } from '../../shared/i18n/en';

export type KnownStatus = 'completed' | 'processing' | 'pending';

// Filled badges that keep 4.5:1: white on teal 9 (green 9 falls short), blue 8 and gray 7; dark text
// on yellow (theme autoContrast).
const known: Record<KnownStatus, { label: MessageKey; color: string }> = {
  completed: { label: 'dash.status.completed', color: 'teal.9' },
  processing: { label: 'dash.status.processing', color: 'blue.8' },
  pending: { label: 'dash.status.pending', color: 'yellow.5' },
};

/** The badge of an application's status; any status not listed here shows as Unknown. */
export function statusBadge(status: string): { label: MessageKey; color: string } {
  return Object.hasOwn(known, status) ? known[status as KnownStatus] : { label: 'dash.status.unknown', color: 'gray.7' };
}
