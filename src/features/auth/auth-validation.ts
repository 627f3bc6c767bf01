// The browser's checks of the account forms, with the texts users see (tests look for them word for word). They mirror the API's
// schemas (schemas/api/auth-*.schema.json) so that what a form lets through the server accepts; the
// phone rule is the very function the server uses.
import { normalizePhone, PHONE_REQUIRED_MESSAGE } from '../../shared/phone';
import { t } from '../../shared/i18n/t';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const MIN_PASSWORD = 6;
// bcrypt reads at most 72 bytes; the server refuses longer passwords rather than cut them.
const MAX_PASSWORD_BYTES = 72;
const MIN_NAME = 2;
const MAX_NAME = 100;

/** The phone number as the API stores it (+91XXXXXXXXXX), or the message to show. */
export function checkPhone(value: string): { phone: string } | { error: string } {
  const result = normalizePhone(value);
  if (result.ok) return { phone: result.phone };
  return { error: result.error === PHONE_REQUIRED_MESSAGE ? t('auth.phoneRequired') : t('auth.phoneInvalid') };
}

function phoneError(value: string): string | undefined {
  const result = checkPhone(value);
  return 'error' in result ? result.error : undefined;
}

/** A new password's problem: empty (with the form's own wording), too short, or too long. */
function newPasswordError(value: string, requiredMessage: string): string | undefined {
  if (value === '') return requiredMessage;
  if (value.length < MIN_PASSWORD) return t('auth.passwordMin');
  if (new TextEncoder().encode(value).length > MAX_PASSWORD_BYTES) return t('auth.passwordMax');
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
}

export function validateSignup(v: SignupValues): FieldErrors<keyof SignupValues> {
  const name = v.name.trim();
  return withoutEmpty({
    name: name === '' ? t('signup.nameRequired') : name.length < MIN_NAME ? t('signup.nameShort') : name.length > MAX_NAME ? t('signup.nameLong') : undefined,
    phone: phoneError(v.phone),
    password: newPasswordError(v.password, t('signup.passwordRequired')),
    confirmPassword: v.confirmPassword !== v.password ? t('auth.passwordMismatch') : undefined,
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

export function validateNewPassword(v: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: newPasswordError(v.password, t('reset.newPasswordRequired')),
    confirmPassword: v.confirmPassword !== v.password ? t('auth.passwordMismatch') : undefined,
  });
}
