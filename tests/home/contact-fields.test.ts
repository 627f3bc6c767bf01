import { describe, expect, it } from 'vitest';
import { contactMessage, EMPTY_CONTACT, validateContact } from '../../src/features/contact/contact-fields';
import { EMPTY_FEEDBACK, validateFeedback } from '../../src/features/feedback/feedback-fields';

const filled = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '', subject: 'Challan Payment', message: 'Please help.' };

describe('validateContact', () => {
  it('asks for name, subject and message, and not for the e-mail or the phone (the answer comes by WhatsApp)', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Please enter your name.',
      subject: 'Please choose a subject.',
      message: 'Please enter your message.',
    });
    expect(validateContact(filled)).toEqual({});
    expect(validateContact({ ...filled, email: '  ' })).toEqual({});
  });

  it('treats blanks as empty and checks the e-mail shape', () => {
    expect(validateContact({ ...filled, name: '   ', email: 'ravi@example' })).toEqual({ name: 'Please enter your name.', email: 'Please enter a valid email address.' });
  });

  it('checks a phone number only when one is given', () => {
    expect(validateContact({ ...filled, phone: '12345' })).toEqual({ phone: 'Please enter a valid Indian phone number.' });
    expect(validateContact({ ...filled, phone: '+91 98765 43210' })).toEqual({});
  });
});

describe('contactMessage', () => {
  it('holds every field with its label, trimmed, and leaves out an empty phone', () => {
    const text = contactMessage({ ...filled, phone: ' 9876543210 ', message: 'Line one\nLine two & more ' });
    expect(text.split('\n')).toEqual([
      '*Contact Form Message*',
      '',
      'Full Name: Ravi Kumar',
      'Email Address: ravi@example.com',
      'Phone Number: 9876543210',
      'Subject: Challan Payment',
      'Message: Line one',
      'Line two & more',
    ]);
    expect(contactMessage(filled)).not.toContain('Phone Number');
    expect(contactMessage({ ...filled, email: '' })).not.toContain('Email Address');
  });
});

describe('feedback fields', () => {
  it('requires name, a chosen rating and message; an e-mail address is optional but checked', () => {
    expect(validateFeedback(EMPTY_FEEDBACK)).toEqual({ name: 'Please enter your name.', rating: 'Please choose a rating from 1 to 5 stars.', message: 'Please enter your message.' });
    expect(validateFeedback({ ...EMPTY_FEEDBACK, name: 'Lakshmi', rating: 4, message: 'Quick help.' })).toEqual({});
    expect(validateFeedback({ ...EMPTY_FEEDBACK, name: 'Lakshmi', email: 'lakshmi@', rating: 4, message: 'Quick help.' })).toEqual({ email: 'Please enter a valid email address.' });
  });
});
