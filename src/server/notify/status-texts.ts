// The status update as a text, in English and Telugu: the words the visitor reads on /track, the
// desk's note, and the link. The server keeps only the texts it sends itself.
import { enRequests } from '../../shared/i18n/en-requests';
import { teRequests } from '../../shared/i18n/te-requests';
import type { SiteName } from '../sms/sms-texts';
import type { SmsLanguage } from '../store/tracking-types';
import type { StatusUpdate } from './types';

const DICTIONARY: Record<SmsLanguage, Record<keyof typeof enRequests, string>> = { en: enRequests, te: teRequests };

/** The status as /track names it, in the update's language (the browser's own dictionary). */
export const statusName = (update: Pick<StatusUpdate, 'language' | 'status'>): string => DICTIONARY[update.language][`requests.status.${update.status}`];

export function statusText(siteName: SiteName, update: StatusUpdate): string {
  const status = statusName(update);
  if (update.language === 'te') {
    const note = update.note ? ` గమనిక: ${update.note}` : '';
    return `${siteName.te}: మీ అభ్యర్థన ${update.serviceNumber} (${update.service}) స్థితి: ${status}.${note} చూడండి: ${update.trackUrl}`;
  }
  const note = update.note ? ` Note: ${update.note}` : '';
  return `${siteName.en}: Your request ${update.serviceNumber} (${update.service}) is now ${status}.${note} See: ${update.trackUrl}`;
}
