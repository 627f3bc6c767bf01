// English texts of the send step's consents: the optional status texts and what pressing Send agrees
// to (src/engine/send-consents.tsx). They join the i18n layer with the form view's code
// (src/engine/consent-texts.ts); the guardian's are en-guardian.ts.
export const enConsent = {
  'consent.statusTexts': 'Text me when the status of this request changes (optional)',
  'consent.statusTextsHint': 'You can turn the texts off at any time on the Track page.',
  'consent.requestSend': 'Pressing Send lets us prepare this request and pass it to our team, as “What we keep and why” says.',
} as const;
