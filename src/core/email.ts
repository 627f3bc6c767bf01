// A practical e-mail check for forms: something@domain.tld, no spaces. The server's JSON Schema
// `format: email` has the final word; this only catches typing slips before a round trip.

/** The same check as a JSON-Schema `pattern` (the catalogue's `email` fields), spaces around allowed. */
export const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
