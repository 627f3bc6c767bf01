// The browser's side of the new-password rule: the same rule as the server's
// (password-rule.ts), with the texts through i18n. The common-password list is loaded by the
// form that needs it (loadCommonPasswords) and passed in.
import { t } from '../i18n/t';
import type { MessageKey } from '../i18n/en';
import { passwordProblem, type PasswordOwner, type PasswordProblem } from './password-rule';

const MESSAGES: Record<PasswordProblem, MessageKey> = {
  minLength: 'password.min',
  maxLength: 'password.max',
  common: 'password.common',
  phone: 'password.phone',
  name: 'password.name',
};

/** What is wrong with a new password: empty (in the form's own words), or the rule's problem. */
export function newPasswordError(value: string, requiredMessage: string, owner: PasswordOwner, common: ReadonlySet<string>): string | undefined {
  if (value === '') return requiredMessage;
  const problem = passwordProblem(value, owner, (lower) => common.has(lower));
  return problem ? t(MESSAGES[problem]) : undefined;
}
