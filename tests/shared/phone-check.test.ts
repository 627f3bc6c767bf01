// Every browser form that asks for a mobile number (the account pages, /track, the home page's
// contact form) shows the phone rule's two messages in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { validateContact } from '../../src/features/contact/contact-fields';
import { validatePhone } from '../../src/features/auth/auth-validation';
import { checkTrackInput } from '../../src/features/requests/track-validation';
import { checkPhone } from '../../src/shared/forms/phone-check';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';

afterEach(() => setDictionary('en', en));

const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', subject: 'Challan Payment', message: 'Please help.' };

describe('checkPhone', () => {
  it('gives the number as the API stores it', () => {
    expect(checkPhone(' 98765 43210 ')).toEqual({ phone: '+919876543210' });
    expect(checkPhone('+91 9876543210')).toEqual({ phone: '+919876543210' });
    expect(checkPhone('919876543210')).toEqual({ phone: '+919876543210' });
  });

  it('says in English which message applies', () => {
    expect(checkPhone('')).toEqual({ error: 'Please enter your phone number.' });
    expect(checkPhone('12345')).toEqual({ error: 'Please enter a valid Indian phone number.' });
  });

  it('says it in Telugu on a Telugu page, in every form that asks for a phone', () => {
    setDictionary('te', te);
    expect(checkPhone('')).toEqual({ error: te['api.phone.required'] });
    expect(validatePhone({ phone: '12345' })).toEqual({ phone: te['api.phone.invalid'] });
    expect(checkTrackInput('VS123456042', '12345')).toEqual({ ok: false, fields: { phone: te['api.phone.invalid'] } });
    expect(validateContact({ ...contact, phone: '12345' })).toEqual({ phone: te['api.phone.invalid'] });
    expect(te['api.phone.invalid']).not.toBe(en['api.phone.invalid']);
  });
});
