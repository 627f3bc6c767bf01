// Admin usernames: lower case, 3-32 characters, starting with a letter or digit. The shape also
// keeps them valid as Firestore document ids (no "/", no "__x__").
export const USERNAME_RE = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export const USERNAME_RULE = 'The username must be 3-32 characters: letters, digits, dot, dash or underscore, starting with a letter or digit.';

export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}
