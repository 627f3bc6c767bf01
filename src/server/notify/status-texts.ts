// The status update as a text, in the update's language: the words the visitor reads on /track, the
// desk's note, and the link; a return for correction says what to correct and why, with its short
// link. The server keeps only the texts it sends itself.
import { smsSize } from '../../core/sms-parts';
import type { SiteName } from '../sms/sms-texts';
import { serverTexts } from '../texts/server-texts';
import type { FixInText, StatusUpdate } from './types';

/** The status as /track names it, in the update's language (the browser's own dictionary). */
export const statusName = (update: Pick<StatusUpdate, 'language' | 'status'>): string => serverTexts(update.language).requests[`requests.status.${update.status}`];

export function statusText(siteName: SiteName, update: StatusUpdate): string {
  const site = siteName[update.language];
  if (update.fix) return fixText(site, update, update.fix);
  return serverTexts(update.language).statusUpdate(site, update, statusName(update), update.note);
}

/** Three dots, not '…', which is outside GSM-7 (note-in-text.ts). */
const CUT = '...';

/**
 * The correction's SMS in as few parts as its link and what to correct take (one in English; the
 * Telugu site name and link alone fill more than a UCS-2 part), the reason filling the room left, cut
 * at a word to no less than half of it; a reason that cannot keep half takes one part more, cut to fit
 * it if need be, and is left out only when not a word of it fits there. The link and the field are
 * never cut.
 */
export function fixText(site: string, update: Pick<StatusUpdate, 'language' | 'serviceNumber'>, fix: FixInText): string {
  const texts = serverTexts(update.language);
  const text = (why: string) => texts.fixAsk(site, update.serviceNumber, { ...fix, why });
  const bare = smsSize(text('')).parts;
  /** The reason whole or cut at a word (to no fewer than `least` characters) so the text takes at most `parts`. */
  const reasonIn = (parts: number, least: number): string | null => {
    const fits = (why: string) => smsSize(text(why)).parts <= parts;
    if (fits(fix.why)) return fix.why;
    const words = fix.why.split(' ');
    for (let kept = words.length - 1; kept > 0; kept--) {
      const why = `${words.slice(0, kept).join(' ').replace(/[\s.,;:]+$/u, '')}${CUT}`;
      if (why.length < least) return null;
      if (fits(why)) return why;
    }
    return null;
  };
  return text(reasonIn(bare, fix.why.length / 2) ?? reasonIn(bare + 1, 0) ?? '');
}
