import { entries } from '../../../catalog/client';
import { tx } from '../../../shared/i18n/localize';

/** The catalogue entries a request can come from (those with a form sent to WhatsApp), by title. */
export const requestServices = entries
  .filter((e) => e.kind === 'request' || e.kind === 'rto-info')
  .map((e) => ({ value: e.id, label: tx(e.title) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The entry's title in the console's language; `kept` (the title the request was sent under) for an entry the catalogue no longer has. */
export const serviceTitle = (entryId: string, kept?: string) => requestServices.find((s) => s.value === entryId)?.label ?? (kept || entryId);
