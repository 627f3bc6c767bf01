// The one rule for Indian mobile numbers, shared by the browser forms and the server so that what
// a form accepts is exactly what the API accepts.

export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number.';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid Indian phone number.';

/**
 * The same rule as a JSON-Schema `pattern` (schemas/api/*.schema.json carry this exact string; a
 * test keeps them equal): optional +91 or 91 prefix, spaces anywhere, then 10 digits from 6-9.
 */
export const PHONE_PATTERN = '^ *(\\+ *9 *1 *|9 *1 *)?[6-9]( *[0-9]){9} *$';

const phoneRegex = new RegExp(PHONE_PATTERN);

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: string };

/** Normalises to +91XXXXXXXXXX, or says which of the two messages applies (nothing entered, or not a valid number). */
export function normalizePhone(input: unknown): PhoneResult {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, error: PHONE_REQUIRED_MESSAGE };
  }
  if (input.length > 32 || !phoneRegex.test(input)) {
    return { ok: false, error: PHONE_INVALID_MESSAGE };
  }
  const digits = input.replace(/[ +]/g, '');
  // 12 digits can only be 91 + number; 10 digits starting with 91 is itself a valid number.
  const local = digits.length === 12 ? digits.slice(2) : digits;
  return { ok: true, phone: `+91${local}` };
}
