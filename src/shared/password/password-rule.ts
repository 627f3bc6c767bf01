// The one rule for a new password, on the server and in the browser: the length limits of
// schemas/api/new-password.schema.json (characters, not bytes: any character is allowed), not a
// common or breached password, and not the account's own phone number or name.
import rule from '../../../schemas/api/new-password.schema.json';

export const PASSWORD_MIN_LENGTH = rule.minLength;
export const PASSWORD_MAX_LENGTH = rule.maxLength;

export type PasswordProblem = 'minLength' | 'maxLength' | 'common' | 'phone' | 'name';

/** Whose password it is: a password must not contain these. */
export interface PasswordOwner {
  /** +91XXXXXXXXXX or the bare 10 digits. */
  phone?: string;
  name?: string;
}

/** Names shorter than this (after dropping all but letters) are too likely inside a good password. */
const MIN_NAME_PART = 4;

/** Lower case letters and digits only: "Ravi Kumar" and "ravi_kumar" both become "ravikumar". */
const bare = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function containsName(password: string, name: string): boolean {
  const parts = [name, ...name.split(/\s+/)].map(bare).filter((p) => p.length >= MIN_NAME_PART);
  return parts.some((p) => password.includes(p));
}

/**
 * The first problem of `password`, or null. `isCommon` looks up the lower-cased password in the
 * common-password list (loaded on the server at start, in the browser only on the forms that
 * set a password).
 */
export function passwordProblem(password: string, owner: PasswordOwner, isCommon: (lower: string) => boolean): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'minLength';
  if (length > PASSWORD_MAX_LENGTH) return 'maxLength';
  if (isCommon(password.toLowerCase())) return 'common';
  const plain = bare(password);
  const digits = owner.phone?.replace(/\D/g, '').slice(-10);
  if (digits && digits.length === 10 && password.replace(/\D/g, '').includes(digits)) return 'phone';
  if (owner.name && containsName(plain, owner.name)) return 'name';
  return null;
}

/** The code of each problem's message (en-api-schema.ts), as the schema names it. */
export const PASSWORD_MESSAGE_CODES: Record<PasswordProblem, string> = {
  minLength: rule['x-messages'].minLength,
  maxLength: rule['x-messages'].maxLength,
  common: rule['x-messages'].common,
  phone: rule['x-messages'].phone,
  name: rule['x-messages'].name,
};
