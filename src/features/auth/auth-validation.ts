// The browser's checks of the account forms, with the texts users see (tests look for them word for word). They mirror the API's
// schemas (schemas/api/auth-*.schema.json) so that what a form lets through the server accepts; the
// phone, name and new-password rules are the very functions the server uses.
import { t } from '../../shared/i18n/t';
import { newPasswordError } from '../../shared/password/new-password-check';
import { nameProblem } from '../../core/person-name';
import { checkPhone } from '../../shared/forms/phone-check';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const MAX_NAME = 100;

function phoneError(value: string): string | undefined {
  const result = checkPhone(value);
  return 'error' in result ? result.error : undefined;
}

function nameError(value: string): string | undefined {
  const name = value.trim();
  if (name.length > MAX_NAME) return t('signup.nameLong');
  const problem = nameProblem(name);
  if (problem === 'required') return t('signup.nameRequired');
  if (problem === 'pattern') return t('signup.nameShort');
  if (problem === 'control') return t('name.control');
  return undefined;
}

function withoutEmpty<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<F>;
}

export function validateLogin(v: { phone: string; password: string }): FieldErrors<'phone' | 'password'> {
  return withoutEmpty({
    phone: phoneError(v.phone),
    password: v.password === '' ? t('login.passwordRequired') : undefined,
  });
}

export interface SignupValues {
  name: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** 'yes' once the box under the account's notice is ticked. */
  agreed: string;
}

/** `common`: the common-password list (loadCommonPasswords), loaded before the form is checked. */
export function validateSignup(v: SignupValues, common: ReadonlySet<string>): FieldErrors<keyof SignupValues> {
  return withoutEmpty({
    name: nameError(v.name),
    phone: phoneError(v.phone),
    password: newPasswordError(v.password, t('signup.passwordRequired'), { name: v.name, phone: v.phone }, common),
    confirmPassword: v.confirmPassword !== v.password ? t('auth.passwordMismatch') : undefined,
    agreed: v.agreed === 'yes' ? undefined : t('signup.agreeRequired'),
  });
}

export function validatePhone(v: { phone: string }): FieldErrors<'phone'> {
  return withoutEmpty({ phone: phoneError(v.phone) });
}

export function validateOtp(v: { code: string }): FieldErrors<'code'> {
  return withoutEmpty({ code: /^[0-9]{6}$/.test(v.code) ? undefined : t('reset.otpInvalid') });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The reset's new password; `phone` is the account's (its name the server checks). */
export function validateNewPassword(v: NewPasswordValues, phone: string, common: ReadonlySet<string>): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: newPasswordError(v.password, t('reset.newPasswordRequired'), { phone }, common),
    confirmPassword: v.confirmPassword !== v.password ? t('auth.passwordMismatch') : undefined,
  });
}
