// The one rule for an Indian PIN code: six digits, the first not 0 ("518 501" is one PIN code).

export const PINCODE_PATTERN = '^\\s*[1-9]\\s*([0-9]\\s*){5}$';

const pincodeRegex = new RegExp(PINCODE_PATTERN, 'u');

/** The six digits, or null when it is not a PIN code. */
export function parsePincode(raw: unknown): string | null {
  if (typeof raw !== 'string' || !pincodeRegex.test(raw)) return null;
  return raw.replace(/\s/g, '');
}
