/**
 * A service number is the entry's prefix (2 to 5 letters) and 9 digits: TOO846028326. Read out over
 * the phone or copied by hand, letters and digits that look alike get swapped, so a lookup reads the
 * prefix with 0 as O and 1 as I, and the digits with O as 0 and I or L as 1; spaces, dashes and case
 * do not matter. The browser's track form, and the API's look-up, texts opt-out and desk search, read
 * a number through this one rule.
 */
export const SERVICE_NUMBER_PATTERN = /^[A-Z]{2,5}\d{9}$/;

const DIGITS = 9;

/** The service number in its printed form, or null when the text cannot be one. */
export function readServiceNumber(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length <= DIGITS) return null;
  const prefix = compact.slice(0, -DIGITS).replaceAll('0', 'O').replaceAll('1', 'I');
  const digits = compact.slice(-DIGITS).replaceAll('O', '0').replace(/[IL]/g, '1');
  const number = prefix + digits;
  return SERVICE_NUMBER_PATTERN.test(number) ? number : null;
}
