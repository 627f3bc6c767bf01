import { describe, expect, it } from 'vitest';
import { checkPhone, validateLogin, validateNewPassword, validateOtp, validatePhone, validateSignup } from '../../src/features/auth/auth-validation';

describe('phone', () => {
  it('normalises what the server accepts', () => {
    expect(checkPhone('98765 43210')).toEqual({ phone: '+919876543210' });
    expect(checkPhone('+91 9876543210')).toEqual({ phone: '+919876543210' });
    expect(checkPhone('919876543210')).toEqual({ phone: '+919876543210' });
  });

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

describe('signup', () => {
  const valid = { name: 'Ravi Kumar', phone: '9876543210', password: 'Nandyal#42', confirmPassword: 'Nandyal#42' };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('checks the name after trimming', () => {
    expect(validateSignup({ ...valid, name: '  ' }).name).toBe('Please enter your full name.');
    expect(validateSignup({ ...valid, name: ' R ' }).name).toBe('Name must be at least 2 characters long.');
    expect(validateSignup({ ...valid, name: 'x'.repeat(101) }).name).toBe('Name must be at most 100 characters long.');
  });

  it('checks the password and its confirmation', () => {
    expect(validateSignup({ ...valid, password: '', confirmPassword: '' }).password).toBe('Please enter a password.');
    expect(validateSignup({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe('Password must be at least 6 characters long.');
    expect(validateSignup({ ...valid, confirmPassword: 'Nandyal#43' })).toEqual({ confirmPassword: 'Passwords do not match.' });
    // 36 two-byte letters are 72 bytes (allowed); one more is past what bcrypt reads.
    expect(validateSignup({ ...valid, password: 'é'.repeat(36), confirmPassword: 'é'.repeat(36) })).toEqual({});
    expect(validateSignup({ ...valid, password: 'é'.repeat(37), confirmPassword: 'é'.repeat(37) }).password).toBe('Password must be at most 72 characters long.');
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
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'Password must be at least 6 characters long.' });
    expect(validateNewPassword({ password: 'Nandyal#42', confirmPassword: 'nandyal#42' })).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(validateNewPassword({ password: 'Nandyal#42', confirmPassword: 'Nandyal#42' })).toEqual({});
  });
});
