import { describe, expect, it } from 'vitest';
import { apiErrorText, waitText } from '../../src/shared/api/api-error-text';
import { ApiRequestError } from '../../src/shared/api/client';

const fallback = 'Login failed. Please try again.';

describe('apiErrorText', () => {
  it('says the connection failed when the request never arrived', () => {
    expect(apiErrorText(new ApiRequestError(0, 'x'), fallback).message).toBe(
      'Unable to connect to the service. Please check your internet connection and try again.',
    );
  });

  it('says how long to wait after too many attempts', () => {
    expect(apiErrorText(new ApiRequestError(429, 'Too many failed attempts. Please try again later.', {}, 30), fallback).message).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(waitText(240)).toBe('Too many attempts. Please wait 4 minutes and try again.');
    expect(waitText(null)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it("passes on a 4xx message and its fields, and hides a server fault behind the form's fallback", () => {
    const refused = new ApiRequestError(400, 'This password is too common.', { password: 'This password is too common.' });
    expect(apiErrorText(refused, fallback)).toEqual({ message: 'This password is too common.', fields: { password: 'This password is too common.' } });
    expect(apiErrorText(new ApiRequestError(500, 'Failed to log in. Please try again.'), fallback).message).toBe(fallback);
    expect(apiErrorText(new Error('boom'), fallback).message).toBe(fallback);
  });
});
