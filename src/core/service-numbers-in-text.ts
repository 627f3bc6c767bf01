// The service numbers a free text (a WhatsApp message) may carry, read by the one rule of
// service-number.ts: a number typed with spaces ("TOO 4821 7730 9154 69") is several words, so every run
// of up to a number's length of neighbouring words is tried. Words are runs of letters and digits;
// any other character (punctuation, a colon after "Service number") separates them. A run that
// merely looks like a number ("no TOO 846 …" reads as NOTOO846…) is one more candidate: only the
// caller, who knows the recorded numbers, can tell which one is real.
import { SERVICE_NUMBER_LONGEST, readServiceNumber } from './service-number';

/** At most this many candidates are returned (a long text of digits cannot make the caller look up hundreds). */
export const MAX_CANDIDATES = 10;

/** The distinct service numbers the text may carry, in the order they appear. */
export function serviceNumbersInText(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const found: string[] = [];
  for (let start = 0; start < words.length && found.length < MAX_CANDIDATES; start++) {
    let joined = '';
    // The longest reading from each word: "TOO 4821 7730 …" is one number, not also the 9-digit
    // number its first words would make.
    let longest: string | null = null;
    for (let end = start; end < words.length; end++) {
      joined += words[end];
      if (joined.length > SERVICE_NUMBER_LONGEST) break;
      longest = readServiceNumber(joined) ?? longest;
    }
    if (longest && !found.includes(longest)) found.push(longest);
  }
  return found.slice(0, MAX_CANDIDATES);
}
