// The status update as a text, in the update's language: the words the visitor reads on /track, the
// desk's note, and the link. The server keeps only the texts it sends itself.
import type { SiteName } from '../sms/sms-texts';
import { serverTexts } from '../texts/server-texts';
import type { StatusUpdate } from './types';

/** The status as /track names it, in the update's language (the browser's own dictionary). */
export const statusName = (update: Pick<StatusUpdate, 'language' | 'status'>): string => serverTexts(update.language).requests[`requests.status.${update.status}`];

export function statusText(siteName: SiteName, update: StatusUpdate): string {
  return serverTexts(update.language).statusUpdate(siteName[update.language], update, statusName(update), update.note);
}
