import { entries } from '../../catalog/client';
import { tx } from '../i18n/localize';
import type { RequestView } from '../../shared/api/answers';

/**
 * A request's service as the page's language names it: the record keeps the English title (the
 * desk's language), the catalogue has every language; a service since removed keeps the record's.
 */
export function requestTitle(request: Pick<RequestView, 'entryId' | 'title'>): string {
  const entry = entries.find((e) => e.id === request.entryId);
  return entry ? tx(entry.title) : request.title;
}
