import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import { looksLikeEmail } from '../../core/email';

export interface FeedbackValues {
  name: string;
  email: string;
  /** 0 until the visitor chooses: a review starts with no stars. */
  rating: number;
  service_type: string;
  message: string;
}

export type FeedbackErrors = Partial<Record<keyof FeedbackValues, string>>;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', email: '', rating: 0, service_type: '', message: '' };

// The API's service_type values (schemas/api/feedback.schema.json) stay English; the labels translate.
export const FEEDBACK_SERVICES: { value: string; label: MessageKey }[] = [
  { value: 'Vehicle eKYC', label: 'feedback.service.ekyc' },
  { value: 'Vehicle Registration', label: 'feedback.service.registration' },
  { value: 'Driving Licence', label: 'feedback.service.licence' },
  { value: 'Challan Payment', label: 'feedback.service.challan' },
  { value: 'RC Card', label: 'feedback.service.rc' },
  { value: 'Other', label: 'feedback.service.other' },
];

/** Name, a rating and the message are required; an e-mail address is optional but must be one (the server checks again with the same schema). */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!values.name.trim()) errors.name = t('contact.nameRequired');
  if (values.email.trim() && !looksLikeEmail(values.email)) errors.email = t('contact.emailInvalid');
  if (!values.rating) errors.rating = t('feedback.ratingRequired');
  if (!values.message.trim()) errors.message = t('contact.messageRequired');
  return errors;
}
