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

/** As printed on the card: "1234 5678 9012". */
export function formatAadhaar(digits: string): string {
  return digits.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3');
}
