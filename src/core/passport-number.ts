// The one rule for an Indian passport number: one letter and seven digits (K1234567).

export const PASSPORT_NUMBER_PATTERN = '^\\s*[A-Za-z]\\s*([0-9]\\s*){7}$';

const passportRegex = new RegExp(PASSPORT_NUMBER_PATTERN, 'u');

/** Upper case without spaces, or null when it is not a passport number. */
export function parsePassportNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || !passportRegex.test(raw)) return null;
  return raw.replace(/\s/g, '').toUpperCase();
}
