// How many SMS parts a text costs: one rule for the server (its outbox log) and the support desk's
// console (the live hint under the note the visitor is texted). A text in the GSM 03.38 alphabet
// (GSM-7) fits 160 characters in one part and 153 in each part of a longer one; any other character,
// a Telugu letter say, sends the whole text as UCS-2: 70 UTF-16 units in one part, 67 in each of
// several. The extension table's characters ({ } [ ] ~ \ | ^ €, form feed) take two GSM-7 units.

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Units the text takes in its encoding: GSM-7 septets, or UTF-16 code units. */
  units: number;
  /** Parts a phone receives it in; 0 for an empty text. */
  parts: number;
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const PER_PART = { gsm7: { single: 160, multi: 153 }, ucs2: { single: 70, multi: 67 } } as const;

export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) septets += 1;
    else if (GSM7_EXTENSION.includes(ch)) septets += 2;
    else return size('ucs2', text.length);
  }
  return size('gsm7', septets);
}

function size(encoding: SmsEncoding, units: number): SmsSize {
  const { single, multi } = PER_PART[encoding];
  return { encoding, units, parts: units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi) };
}
