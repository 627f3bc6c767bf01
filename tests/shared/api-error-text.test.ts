// Every place that shows a failed API call words it through apiErrorText; what differs between
// places is their ErrorWording, and each says what it said before the places shared one function.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorText, waitText } from '../../src/shared/api/api-error-text';
import { ApiRequestError } from '../../src/shared/api/client';
import { enAdmin } from '../../src/shared/i18n/en-admin';
import { enApi } from '../../src/shared/i18n/en-api';
import { addApiTexts, addTexts } from '../../src/shared/i18n/t';
import { LOAD_WORDING as CONSOLE_LOAD } from '../../src/features/admin/use-loaded';
import { SAVE_WORDING } from '../../src/features/dashboard/error-wording';
import { settle } from '../../src/features/dashboard/loaded';
import { codeRefusal } from '../../src/features/auth/code-refusal';
import { verifyResetOtp } from '../../src/features/auth/api/verify-otp';

addTexts(enAdmin);

const fallback = 'Login failed. Please try again.';
const offline = 'Unable to connect to the service. Please check your internet connection and try again.';
const refused = new ApiRequestError(400, 'This password is too common.', { password: 'This password is too common.' });
const throttled = new ApiRequestError(429, 'Too many requests. Please try again later.', {}, 30);
const missing = new ApiRequestError(404, 'Not found');
const fault = new ApiRequestError(500, 'Failed to log in. Please try again.');

describe('apiErrorText', () => {
  it('says the connection failed when the request never arrived', () => {
    expect(apiErrorText(new ApiRequestError(0, 'x'), fallback).message).toBe(offline);
  });

  it('says how long to wait after too many attempts', () => {
    expect(apiErrorText(throttled, fallback).message).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(waitText(240)).toBe('Too many attempts. Please wait 4 minutes and try again.');
    expect(waitText(null)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it("passes on a 4xx message and its fields, and hides a server fault behind the form's fallback", () => {
    expect(apiErrorText(refused, fallback)).toEqual({ message: 'This password is too common.', fields: { password: 'This password is too common.' } });
    expect(apiErrorText(missing, fallback).message).toBe('Not found');
    expect(apiErrorText(fault, fallback).message).toBe(fallback);
    expect(apiErrorText(new Error('boom'), fallback).message).toBe(fallback);
  });
});

describe('the dashboard', () => {
  const failed = 'Something went wrong. Please try again.';
  const save = (err: unknown) => apiErrorText(err, failed, SAVE_WORDING);

  it("words a refused save as the server does, a throttled one in its own words, and a fault plainly", () => {
    expect(save(refused)).toEqual({ message: refused.message, fields: refused.fields });
    expect(save(throttled)).toEqual({ message: 'Too many changes in a short time. Please wait a minute and try again.', fields: {} });
    expect(save(fault).message).toBe(failed);
    expect(save(new Error('boom')).message).toBe(failed);
    expect(save(new ApiRequestError(0, 'x')).message).toBe(offline);
  });

  it('says a page could not load, or that it is offline, whatever the server answered', async () => {
    const loadFailed = 'This list could not be loaded. Please try again.';
    for (const err of [refused, throttled, missing, fault, new Error('boom')]) {
      expect(await settle(Promise.reject(err))).toEqual({ ok: false, message: loadFailed });
    }
    expect(await settle(Promise.reject(new ApiRequestError(0, 'x')))).toEqual({ ok: false, message: offline });
  });
});

describe('the admin console', () => {
  const load = (err: unknown) => apiErrorText(err, enAdmin['admin.loadFailed'], CONSOLE_LOAD).message;

  it("shows the server's refusal and throttle, and a missing list or a fault as one that could not load", () => {
    expect(load(refused)).toBe(refused.message);
    expect(load(throttled)).toBe(throttled.message);
    expect(load(missing)).toBe('Could not load this list. Please try again.');
    expect(load(fault)).toBe('Could not load this list. Please try again.');
    expect(load(new ApiRequestError(0, 'x'))).toBe(offline);
  });
});

describe('the reset form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    addApiTexts('en', enApi);
  });

  function refusing(code: string, error: string) {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error, code }), { status: 400, headers: { 'Content-Type': 'application/json' } })));
  }

  it("shows a refused code beside the field in the dictionary's words: rewording api.otp.invalid rewords the form", async () => {
    refusing('otp.invalid', 'Invalid OTP. Please try again.');
    const refusal = () => verifyResetOtp('9876543210', '123456', 'c'.repeat(43)).catch((err: unknown) => codeRefusal(err, fallback));
    expect(await refusal()).toEqual({ beside: 'Invalid OTP. Please try again.' });
    addApiTexts('en', { ...enApi, 'api.otp.invalid': 'That code is not right. Check the text and type it again.' });
    expect(await refusal()).toEqual({ beside: 'That code is not right. Check the text and type it again.' });
  });

  it('says a fault above the form', () => {
    expect(codeRefusal(fault, fallback)).toEqual({ above: fallback });
    expect(codeRefusal(throttled, fallback)).toEqual({ above: 'Too many attempts. Please wait 30 seconds and try again.' });
  });
});
