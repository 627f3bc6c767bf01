// English texts of the account's nominee on /dashboard/settings (src/features/dashboard/nominee-form.tsx),
// joining the i18n layer with that form's code (src/features/dashboard/nominee-texts.ts).
export const enNominee = {
  'dash.nominee.title': 'Your nominee',
  'dash.nominee.text': 'You may name someone who can see, correct or delete what we keep of you if you die or cannot act yourself (India’s Digital Personal Data Protection Act, section 14). They write to our grievance officer with proof. Nobody is named unless you do it here.',
  'dash.nominee.named': 'Named: {name}, {phone}',
  'dash.nominee.name': 'Nominee’s full name',
  'dash.nominee.phone': 'Nominee’s mobile number',
  'dash.nominee.save': 'Name this nominee',
  'dash.nominee.change': 'Change nominee',
  'dash.nominee.remove': 'Remove nominee',
  'dash.nominee.saved': 'Your nominee is saved.',
  'dash.nominee.removed': 'No nominee is named now.',
};
