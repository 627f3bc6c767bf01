// The one rule for Indian mobile numbers, shared by the browser forms and the server so that what
// a form accepts is exactly what the API accepts.

/**
 * The same rule as a JSON-Schema `pattern` (schemas/api/*.schema.json carry this exact string; a
 * test keeps them equal): optional +91 or 91 prefix, or the trunk 0 people dial within India
 * ("098765 43210"), spaces anywhere, then 10 digits from 6-9.
 */
export const PHONE_PATTERN = '^ *(\\+ *9 *1 *|9 *1 *|0 *)?[6-9]( *[0-9]){9} *$';

const phoneRegex = new RegExp(PHONE_PATTERN);

/** What is wrong: nothing entered, or not a valid number (the messages `phone.required`, `phone.invalid`). */
export type PhoneProblem = 'required' | 'invalid';
export type PhoneResult = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

/** Normalises to +91XXXXXXXXXX, or says what is wrong. */
export function normalizePhone(input: unknown): PhoneResult {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, problem: 'required' };
  }
  if (input.length > 32 || !phoneRegex.test(input)) {
    return { ok: false, problem: 'invalid' };
  }
  const digits = input.replace(/[ +]/g, '');
  // 12 digits can only be 91 + number, 11 only 0 + number; 10 digits starting with 91 is itself a valid number.
  const local = digits.slice(digits.length - 10);
  return { ok: true, phone: `+91${local}` };
}
