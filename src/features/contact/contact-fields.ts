import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import { looksLikeEmail } from '../../core/email';
import { checkPhone } from '../../shared/forms/phone-check';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

// The subjects of the contact form, in the order shown.
export const CONTACT_SUBJECTS: MessageKey[] = [
  'contact.subject.registration',
  'contact.subject.licence',
  'contact.subject.challan',
  'contact.subject.technical',
  'contact.subject.other',
];

/** Name, subject and message required; the e-mail and the phone checked only when given (the answer comes by WhatsApp). */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = t('contact.nameRequired');
  if (values.email.trim() && !looksLikeEmail(values.email)) errors.email = t('contact.emailInvalid');
  if (values.phone.trim()) {
    const phone = checkPhone(values.phone);
    if ('error' in phone) errors.phone = phone.error;
  }
  if (!values.subject) errors.subject = t('contact.subjectRequired');
  if (!values.message.trim()) errors.message = t('contact.messageRequired');
  return errors;
}

/** The WhatsApp text: a title, then each field that has a value (an empty e-mail or phone left out), labelled as on the form. */
export function contactMessage(values: ContactValues): string {
  const rows: [MessageKey, string][] = [
    ['contact.name', values.name],
    ['contact.emailField', values.email],
    ['contact.phoneField', values.phone],
    ['contact.subject', values.subject],
    ['contact.message', values.message],
  ];
  const lines = rows.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${t(label)}: ${value.trim()}`);
  return [`*${t('contact.whatsappTitle')}*`, '', ...lines].join('\n');
}
