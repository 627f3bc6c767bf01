// The account forms check in the browser with their fixed texts; the API checks the same rules with
// the texts in its schemas' x-messages. This keeps the two from drifting apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword, validateOtp, validateSignup } from '../../src/features/auth/auth-validation';

type Schema = { properties: Record<string, { 'x-messages'?: Record<string, string> }> };
const schema = (name: string) => JSON.parse(readFileSync(`schemas/api/${name}.schema.json`, 'utf8')) as Schema;
const messages = (name: string, field: string) => schema(name).properties[field]!['x-messages']!;

describe('browser messages equal the API schema messages', () => {
  it('login', () => {
    const empty = validateLogin({ phone: '', password: '' });
    expect(empty.phone).toBe(messages('auth-login', 'phone').required);
    expect(empty.password).toBe(messages('auth-login', 'password').required);
    expect(validateLogin({ phone: '123', password: 'x' }).phone).toBe(messages('auth-login', 'phone').default);
  });

  it('signup', () => {
    const base = { name: 'Ravi Kumar', phone: '9876543210', password: 'Nandyal#42', confirmPassword: 'Nandyal#42' };
    expect(validateSignup({ ...base, name: '' }).name).toBe(messages('auth-signup', 'name').required);
    expect(validateSignup({ ...base, name: 'R' }).name).toBe(messages('auth-signup', 'name').pattern);
    expect(validateSignup({ ...base, name: 'x'.repeat(101) }).name).toBe(messages('auth-signup', 'name').maxLength);
    expect(validateSignup({ ...base, password: '', confirmPassword: '' }).password).toBe(messages('auth-signup', 'password').required);
    expect(validateSignup({ ...base, password: 'abc', confirmPassword: 'abc' }).password).toBe(messages('auth-signup', 'password').minLength);
    const long = 'a'.repeat(73);
    expect(validateSignup({ ...base, password: long, confirmPassword: long }).password).toBe(messages('auth-signup', 'password').maxLength);
  });

  it('reset', () => {
    expect(validateOtp({ code: '12' }).code).toBe(messages('auth-otp-verify', 'code').default);
    expect(validateNewPassword({ password: '', confirmPassword: '' }).password).toBe(messages('auth-password-reset', 'password').required);
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' }).password).toBe(messages('auth-password-reset', 'password').minLength);
  });
});
