// API messages that the browser's own form checks show before any answer: their codes' texts, in
// the page's dictionary (there from the first render) rather than in the API's dictionary loaded
// when needed, which takes them from here (en-api.ts). Each text is written once: the form and the
// server's answer name the same code. The phone rule's two messages, for every form that asks for
// a mobile number (src/shared/forms/phone-check.ts) and every schema with a phone field.
export const enFormChecks = {
  'api.phone.required': 'Please enter your phone number.',
  'api.phone.invalid': 'Please enter a valid Indian phone number.',
} as const;
