// English texts of the last steps of a service form: checking the answers before WhatsApp, and what
// happens after it opens.
export const enReview = {
  'review.continue': 'Continue',
  'review.title': 'Check your answers',
  'review.text': 'Our team reads exactly these answers. Change any that is wrong, then send.',
  'review.change': 'Change',
  'review.changeField': 'Change {label}',
  'review.documents': 'Documents to keep ready for your case',
  'form.loading': 'Loading the form…',
  'next.title': 'What happens next',
  'next.pressSend': 'Nothing reaches our team until you press Send in WhatsApp.',
  'next.answer': 'The team answers in the same WhatsApp chat during support hours: {hours}.',
  'next.documents': 'They will ask for photos of the documents listed above.',
  'next.track': 'You can check the status at any time with your service number {number}.',
} as const;
