// Admin usernames: lower case, 3-32 characters, starting with a letter or digit. The shape also
// keeps them valid as Firestore document ids (no "/", no "__x__"). The rule and its message live
// in schemas/api/admin-create.schema.json, which the console's form is checked with too.
import adminCreate from '../../../schemas/api/admin-create.schema.json';
import { english, type ApiCode } from '../http/api-error';

const { username } = adminCreate.properties;

export const USERNAME_RE = new RegExp(username.pattern);

export const USERNAME_RULE = english(username['x-messages'].default as ApiCode);

export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}
