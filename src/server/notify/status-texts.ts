// The status update as a text, in the update's language: the words the visitor reads on /track, the
// desk's note, and the link. The server keeps only the texts it sends itself.
import type { Lang } from '../../core/languages';
import { enRequests } from '../../shared/i18n/en-requests';
import { teRequests } from '../../shared/i18n/te-requests';
import type { SiteName } from '../sms/sms-texts';
import type { StatusUpdate } from './types';

const DICTIONARY: Record<Lang, Record<keyof typeof enRequests, string>> = { en: enRequests, te: teRequests };

/** One update's text in one language: the site's name, the status as /track names it, the note (if any). */
const TEXTS: Record<Lang, (site: string, update: StatusUpdate, status: string, note: string | null) => string> = {
  en: (site, u, status, note) => `${site}: Your request ${u.serviceNumber} (${u.service}) is now ${status}.${note ? ` Note: ${note}` : ''} See: ${u.fixUrl ?? u.trackUrl}`,
  te: (site, u, status, note) => `${site}: మీ అభ్యర్థన ${u.serviceNumber} (${u.service}) స్థితి: ${status}.${note ? ` గమనిక: ${note}` : ''} చూడండి: ${u.fixUrl ?? u.trackUrl}`,
};

/** The status as /track names it, in the update's language (the browser's own dictionary). */
export const statusName = (update: Pick<StatusUpdate, 'language' | 'status'>): string => DICTIONARY[update.language][`requests.status.${update.status}`];

export function statusText(siteName: SiteName, update: StatusUpdate): string {
  return TEXTS[update.language](siteName[update.language], update, statusName(update), update.note);
}
