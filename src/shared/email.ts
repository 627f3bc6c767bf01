// A practical e-mail check for forms: something@domain.tld, no spaces. The server's JSON Schema
// `format: email` has the final word; this only catches typing slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}
