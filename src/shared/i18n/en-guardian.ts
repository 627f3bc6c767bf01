// English texts of the guardian's consent for an applicant under 18 (src/engine/guardian-consent.tsx),
// joining the i18n layer with that panel's code (src/engine/guardian-texts.ts).
export const enGuardian = {
  'guardian.title': 'A parent’s or guardian’s consent',
  'guardian.text': 'The applicant is under 18. By law a parent or guardian must agree before we take the request: we text them a code, and you can send once it is entered. Status texts stay off.',
  'guardian.name': 'Parent’s or guardian’s name',
  'guardian.phone': 'Parent’s or guardian’s mobile number',
  'guardian.sendCode': 'Text the code to the guardian',
  'guardian.resendCode': 'Send a new code',
  'guardian.code': 'Code the guardian received',
  'guardian.confirm': 'Confirm the guardian’s consent',
  'guardian.confirmed': 'The guardian’s consent is recorded.',
  'guardian.needed': 'Enter the guardian’s code first: the request goes only with their consent.',
  'guardian.nameRequired': 'Enter the parent’s or guardian’s name',
  'guardian.phoneInvalid': 'Enter the guardian’s 10-digit mobile number',
  'guardian.samePhone': 'Enter the guardian’s own mobile number, not the applicant’s',
  'guardian.codeInvalid': 'Enter the 6-digit code',
} as const;
