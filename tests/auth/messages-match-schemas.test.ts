// The account forms check in the browser with texts of the page's dictionary, there from the first
// render; the API checks the same rules with the messages its schemas' x-messages name (en-api.ts).
// This keeps the two from drifting apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword as checkNewPassword, validateOtp, validateSignup as checkSignup } from '../../src/features/auth/auth-validation';
import { en } from '../../src/shared/i18n/en';
import { enApi } from '../../src/shared/i18n/en-api';
import { loadCommonPasswords } from '../../src/shared/password/common-passwords';

type Messages = Record<string, string>;
type Schema = { 'x-messages': Messages; properties: Record<string, { $ref?: string; 'x-messages'?: Messages }> };
const schema = (name: string) => JSON.parse(readFileSync(`schemas/api/${name}.schema.json`, 'utf8')) as Schema;
/** The English of the codes a schema names, keyword by keyword. */
const texts = (codes: Messages): Messages => Object.fromEntries(Object.entries(codes).map(([keyword, code]) => [keyword, (enApi as Messages)[`api.${code}`]!]));
/** A property's messages over those of the schema its $ref names, as the server reads them. */
const messages = (name: string, field: string): Messages => {
  const prop = schema(name).properties[field]!;
  const shared = prop.$ref ? schema(prop.$ref.replace('.schema.json', ''))['x-messages'] : {};
  return texts({ ...shared, ...prop['x-messages'] });
};
const common = await loadCommonPasswords();
const validateSignup = (v: Parameters<typeof checkSignup>[0]) => checkSignup(v, common);
const validateNewPassword = (v: Parameters<typeof checkNewPassword>[0]) => checkNewPassword(v, '+919876543210', common);

describe('browser messages equal the API schema messages', () => {
  it('login', () => {
    const empty = validateLogin({ phone: '', password: '' });
    expect(empty.phone).toBe(messages('auth-login', 'phone').required);
    expect(empty.password).toBe(messages('auth-login', 'password').required);
    expect(validateLogin({ phone: '123', password: 'x' }).phone).toBe(messages('auth-login', 'phone').default);
  });

  it('signup', () => {
    const base = { name: 'Ravi Kumar', phone: '9876543210', password: 'Nandyal#42', confirmPassword: 'Nandyal#42', agreed: 'yes' };
    expect(validateSignup({ ...base, name: '' }).name).toBe(messages('auth-signup', 'name').required);
    expect(validateSignup({ ...base, name: 'R' }).name).toBe(messages('auth-signup', 'name').pattern);
    expect(validateSignup({ ...base, name: 'x'.repeat(101) }).name).toBe(messages('auth-signup', 'name').maxLength);
    expect(validateSignup({ ...base, password: '', confirmPassword: '' }).password).toBe(messages('auth-signup', 'password').required);
    expect(validateSignup({ ...base, password: 'abc', confirmPassword: 'abc' }).password).toBe(messages('auth-signup', 'password').minLength);
    const long = 'a'.repeat(129);
    expect(validateSignup({ ...base, password: long, confirmPassword: long }).password).toBe(messages('auth-signup', 'password').maxLength);
    expect(validateSignup({ ...base, name: 'R\u0000' }).name).toBe(messages('auth-signup', 'name').control);
    expect(validateSignup({ ...base, agreed: '' }).agreed).toBe(messages('auth-signup', 'consents').required);
  });

  it('reset', () => {
    expect(validateOtp({ code: '12' }).code).toBe(messages('auth-otp-verify', 'code').default);
    expect(validateNewPassword({ password: '', confirmPassword: '' }).password).toBe(messages('auth-password-reset', 'password').required);
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' }).password).toBe(messages('auth-password-reset', 'password').minLength);
  });

  it('the password rule', () => {
    const rule = texts(schema('new-password')['x-messages']);
    expect(en['password.min']).toBe(rule.minLength);
    expect(en['password.max']).toBe(rule.maxLength);
    expect(en['password.common']).toBe(rule.common);
    expect(en['password.phone']).toBe(rule.phone);
    expect(en['password.name']).toBe(rule.name);
    expect(en['name.control']).toBe(messages('auth-signup', 'name').control);
    expect(en['changePassword.currentRequired']).toBe(messages('auth-password-change', 'currentPassword').required);
    expect(en['changePassword.newRequired']).toBe(messages('auth-password-change', 'newPassword').required);
  });
});
