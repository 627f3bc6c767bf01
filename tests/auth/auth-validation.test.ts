import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../../src/shared/password/common-passwords';
import { validateLogin, validateNewPassword as checkNewPassword, validateOtp, validatePhone, validateSignup as checkSignup } from '../../src/features/auth/auth-validation';

describe('phone', () => {
  it("says which of the two phone messages applies", () => {
    expect(validatePhone({ phone: '' })).toEqual({ phone: 'Please enter your phone number.' });
    expect(validatePhone({ phone: '   ' })).toEqual({ phone: 'Please enter your phone number.' });
    expect(validatePhone({ phone: '12345' })).toEqual({ phone: 'Please enter a valid Indian phone number.' });
    expect(validatePhone({ phone: '5876543210' })).toEqual({ phone: 'Please enter a valid Indian phone number.' });
  });
});

describe('login', () => {
  it('needs a phone and a password', () => {
    expect(validateLogin({ phone: '', password: '' })).toEqual({
      phone: 'Please enter your phone number.',
      password: 'Please enter your password.',
    });
    expect(validateLogin({ phone: '9876543210', password: 'x' })).toEqual({});
  });
});

const common = await loadCommonPasswords();
const validateSignup = (v: Parameters<typeof checkSignup>[0]) => checkSignup(v, common);
const validateNewPassword = (v: Parameters<typeof checkNewPassword>[0]) => checkNewPassword(v, '+919876543210', common);

describe('signup', () => {
  const valid = { name: 'Ravi Kumar', phone: '9876543210', password: 'Nandyal#42', confirmPassword: 'Nandyal#42', agreed: 'yes' };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('asks for the tick under what an account keeps', () => {
    expect(validateSignup({ ...valid, agreed: '' })).toEqual({ agreed: 'Please tick the box to agree to what your account keeps.' });
  });

  it('checks the name after trimming', () => {
    expect(validateSignup({ ...valid, name: '  ' }).name).toBe('Please enter your full name.');
    expect(validateSignup({ ...valid, name: ' R ' }).name).toBe('Name must be at least 2 characters long.');
    expect(validateSignup({ ...valid, name: 'x'.repeat(101) }).name).toBe('Name must be at most 100 characters long.');
    expect(validateSignup({ ...valid, name: '\u200B\u200B' }).name).toBe('Please enter your full name.');
    expect(validateSignup({ ...valid, name: 'Ravi \u202Ekumar' }).name).toBe('Name must not contain control or text-direction characters.');
    expect(validateSignup({ ...valid, name: 'Ravi\tKumar' }).name).toBe('Name must not contain control or text-direction characters.');
    // Telugu spelling uses the zero-width joiners: allowed inside a name.
    expect(validateSignup({ ...valid, name: 'శ్రీ\u200Cనివాస్' })).toEqual({});
  });

  it('checks the password and its confirmation', () => {
    expect(validateSignup({ ...valid, password: '', confirmPassword: '' }).password).toBe('Please enter a password.');
    const password = (value: string) => validateSignup({ ...valid, password: value, confirmPassword: value }).password;
    expect(password('1234567')).toBe('Password must be at least 8 characters long.');
    expect(validateSignup({ ...valid, confirmPassword: 'Nandyal#43' })).toEqual({ confirmPassword: 'Passwords do not match.' });
    // Any character, counted as characters: 128 Telugu letters are fine, 129 are not.
    expect(password('ఆ'.repeat(128))).toBeUndefined();
    expect(password('ఆ'.repeat(129))).toBe('Password must be at most 128 characters long.');
    expect(password('football1')).toBe('This password is too common. Please choose a less predictable one.');
    expect(password('Qwerty123')).toBe('This password is too common. Please choose a less predictable one.');
    expect(password('x9876543210')).toBe('Password must not contain your phone number.');
    expect(password('kumar-garu-1')).toBe('Password must not contain your name.');
  });

  it('checks against a list of at least 10,000 common passwords', () => {
    expect(common.size).toBeGreaterThanOrEqual(10_000);
  });
});

describe('reset', () => {
  it('wants exactly six digits', () => {
    expect(validateOtp({ code: '123456' })).toEqual({});
    for (const code of ['', '12345', '1234567', '12345a', ' 123456']) {
      expect(validateOtp({ code })).toEqual({ code: 'Please enter a valid 6-digit OTP.' });
    }
  });

  it('checks the new password', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'Please enter a new password.' });
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'Password must be at least 8 characters long.' });
    expect(validateNewPassword({ password: 'password1', confirmPassword: 'password1' })).toEqual({ password: 'This password is too common. Please choose a less predictable one.' });
    expect(validateNewPassword({ password: '98765-43210', confirmPassword: '98765-43210' })).toEqual({ password: 'Password must not contain your phone number.' });
    expect(validateNewPassword({ password: 'Nandyal#42', confirmPassword: 'nandyal#42' })).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(validateNewPassword({ password: 'Nandyal#42', confirmPassword: 'Nandyal#42' })).toEqual({});
  });
});
