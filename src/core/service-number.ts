/**
 * A service number is the entry's prefix (2 to 5 letters) and 14 digits: 13 random ones and a check
 * digit (TOO48217730915462). The browser mints it when the form opens, so that the WhatsApp message
 * can carry it at once, offline too; the server refuses a number another request holds
 * (docs/decisions.md, "Service numbers"). 13 random digits are 43 bits: knowing a phone and when it
 * sent tells a stranger nothing about its number. The check digit (Damm's) catches every single
 * wrong digit and every swap of two neighbours, so a number misread on the phone is refused as a
 * typo instead of finding nothing (or something else).
 *
 * Numbers made before, the prefix and 9 digits (TOO846028326), are still read: they sit on records,
 * in drafts and in offline queues.
 *
 * Read out over the phone or copied by hand, letters and digits that look alike get swapped, so a
 * lookup reads the prefix with 0 as O and 1 as I, and the digits with O as 0 and I or L as 1; spaces,
 * dashes and case do not matter. The browser's track form, and the API's look-up, texts opt-out,
 * desk search and WhatsApp take-in, read a number through this one rule.
 */
export const SERVICE_NUMBER_PATTERN = /^[A-Z]{2,5}(\d{14}|\d{9})$/;

/** Digits of a number minted today: 13 random, then the check digit. */
const DIGITS = 14;
const LEGACY_DIGITS = 9;
/** The longest printed form: 5 letters and 14 digits. */
export const SERVICE_NUMBER_LONGEST = 5 + DIGITS;

// Damm's quasigroup of order 10 (weakly totally anti-symmetric): a number is right when folding all
// its digits through the table ends at 0.
const DAMM = ['0317598642', '7092154863', '4206871359', '1750983426', '6123045978', '3674209581', '5869720134', '8945362017', '9438617205', '2581436790'];

function dammFold(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = Number(DAMM[interim]![Number(digit)]);
  return interim;
}

/** A new service number for the prefix; `randomBytes` fills an array with random bytes (the Web Crypto API's by default). */
export function mintServiceNumber(prefix: string, randomBytes: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let digits = '';
  while (digits.length < DIGITS - 1) {
    // 250 is the largest multiple of 10 a byte reaches: bytes from 250 up would favour 0 to 5.
    for (const byte of randomBytes(new Uint8Array(16))) if (byte < 250 && digits.length < DIGITS - 1) digits += String(byte % 10);
  }
  return `${prefix}${digits}${dammFold(digits)}`;
}

/** Whether `number` (printed form) is one minted today for this prefix, its check digit right. */
export function isMintedFor(prefix: string, number: string): boolean {
  if (!number.startsWith(prefix)) return false;
  const digits = number.slice(prefix.length);
  return digits.length === DIGITS && /^\d+$/.test(digits) && dammFold(digits) === 0;
}

/** Whether `number` (printed form) is one made before minting, the prefix and 9 digits. */
export function isLegacyFor(prefix: string, number: string): boolean {
  return number.startsWith(prefix) && /^\d{9}$/.test(number.slice(prefix.length));
}

/** Whether `number` (printed form) is one made before minting, whatever its prefix: 10^9 numbers a prefix, few enough to guess at. */
export const isLegacyNumber = (number: string): boolean => /^[A-Z]{2,5}\d{9}$/.test(number);

function readAs(compact: string, digitCount: number): string | null {
  if (compact.length <= digitCount) return null;
  const prefix = compact.slice(0, -digitCount).replaceAll('0', 'O').replaceAll('1', 'I');
  const digits = compact.slice(-digitCount).replaceAll('O', '0').replace(/[IL]/g, '1');
  if (!/^[A-Z]{2,5}$/.test(prefix) || !/^\d+$/.test(digits)) return null;
  if (digitCount === DIGITS && dammFold(digits) !== 0) return null;
  return prefix + digits;
}

/** The service number in its printed form, or null when the text cannot be one (a wrong check digit included). */
export function readServiceNumber(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  return readAs(compact, DIGITS) ?? readAs(compact, LEGACY_DIGITS);
}
