import { localize } from '../core/text.ts';
import type { FieldSource, FieldType } from './types.ts';

// A field whose name or label says what it holds must have the type that checks it: a "Mobile
// Number" typed as free text would send the desk numbers it cannot call.
const EXPECTED: { words: RegExp; type: FieldType; also?: FieldType; alsoWhen?: string; what: string }[] = [
  { words: /mobile|phone|whatsapp/i, type: 'phone', also: 'contact', alsoWhen: "for the visitor's own, which the request is tracked by", what: 'a mobile number' },
  { words: /aadha+r/i, type: 'aadhaarLast4', also: 'aadhaar', alsoWhen: 'only when the service truly needs the whole number; say why in the hint', what: 'an Aadhaar number' },
  { words: /vehicle\s*(registration\s*)?(number|no\b)|registration\s*number/i, type: 'vehicleNumber', what: 'a vehicle number' },
  { words: /chassis/i, type: 'chassisNumber', what: 'a chassis number' },
  { words: /licen[cs]e\s*(number|no\b)/i, type: 'licenceNumber', what: 'a licence number' },
  { words: /pin\s*code/i, type: 'pincode', what: 'a PIN code' },
  { words: /e-?mail/i, type: 'email', what: 'an e-mail address' },
];

/** Why the field's type does not fit its name or label, or null when it fits. */
export function typeMismatch(field: FieldSource): string | null {
  const said = `${splitCamel(field.name)} ${localize(field.label)}`;
  for (const { words, type, also, alsoWhen, what } of EXPECTED) {
    if (words.test(said) && field.type !== type && field.type !== also) {
      return `"${field.type}" for ${what} (${field.name}); use type "${type}"${also ? ` (or "${also}" ${alsoWhen ?? ''})` : ''}`;
    }
  }
  if (field.type === 'date' && /birth/i.test(said) && field.minAge === undefined) {
    return `a date of birth (${field.name}) needs "minAge", so that a future or impossible date is refused`;
  }
  return null;
}

function splitCamel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
