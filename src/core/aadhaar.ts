// The one rule for an Aadhaar number, used by the catalogue's `aadhaar` fields: 12 digits, typed in
// one run or as printed on the card ("1234 5678 9012"); spaces and dashes carry no meaning.

/** The rule as a JSON-Schema `pattern` over what was typed (the forms' precompiled validators check it). */
export const AADHAAR_PATTERN = '^[\\s-]*([0-9][\\s-]*){12}$';

const aadhaarRegex = new RegExp(AADHAAR_PATTERN, 'u');

/** The 12 digits, or null when the input is not an Aadhaar number. */
export function parseAadhaar(raw: unknown): string | null {
  if (typeof raw !== 'string' || !aadhaarRegex.test(raw)) return null;
  return raw.replace(/[\s-]/g, '');
}

/**
 * Only the last 4 digits of an Aadhaar number, which is all a form asks for unless the service truly
 * needs the whole number (the visitor types the full number on Vahan or Sarathi, never to us).
 */
export const AADHAAR_LAST4_PATTERN = '^\\s*[0-9]{4}\\s*$';

const aadhaarLast4Regex = new RegExp(AADHAAR_LAST4_PATTERN, 'u');

/** The 4 digits, or null when the input is not exactly 4 digits (a whole number is refused). */
export function parseAadhaarLast4(raw: unknown): string | null {
  if (typeof raw !== 'string' || !aadhaarLast4Regex.test(raw)) return null;
  return raw.trim();
}

/** The last 4 digits as the desk reads them: "XXXX XXXX 9012". */
export function maskedAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

/** As printed on the card: "1234 5678 9012". */
export function formatAadhaar(digits: string): string {
  return digits.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3');
}
