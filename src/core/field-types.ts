// The catalogue's typed fields (phone, vehicleNumber, aadhaar …), each declared once, here: what it
// accepts (a JSON-Schema pattern over what the visitor typed, from the same rule modules the server
// and the home search use), its keyboard, its one canonical form for the WhatsApp text, the key of its
// message, the names that call for it, and its row in docs/forms-and-chat.md. Each is a field kind
// of src/catalog/kinds/typed.ts, read through the kinds' registries like the free kinds' own modules
// (docs/forms-and-chat.md, "Adding a field kind"); tests/core/field-types.test.ts keeps the catalogue
// schema's type enum, the dictionaries and the docs table equal to this list.
// Adding a typed kind: one entry below (and its rule module when it has one), its message in
// src/shared/i18n/{en,te}-forms.ts, and its rows in tests/engine/form-rules.test.ts.
// Adding a free kind: its name in FREE_FIELD_TYPES and its module in src/catalog/kinds/.
import { AADHAAR_LAST4_PATTERN, AADHAAR_PATTERN, formatAadhaar, maskedAadhaar, parseAadhaar, parseAadhaarLast4 } from './aadhaar.ts';
import { CHASSIS_NUMBER_PATTERN, parseChassisNumber } from './chassis-number.ts';
import { EMAIL_PATTERN } from './email.ts';
import { LICENCE_NUMBER_PATTERN, parseLicenceNumber } from './licence-number.ts';
import { PASSPORT_NUMBER_PATTERN, parsePassportNumber } from './passport-number.ts';
import { normalizePhone, PHONE_PATTERN } from './phone.ts';
import { parsePincode, PINCODE_PATTERN } from './pincode.ts';
import { parseVehicleNumber, VEHICLE_NUMBER_PATTERN } from './vehicle-number.ts';

/** The keyboards a phone can show for a field (HTML inputmode); the catalogue schema's enum follows. */
export const INPUT_MODES = ['text', 'numeric', 'tel', 'email'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

export function isInputMode(value: unknown): value is InputMode {
  return (INPUT_MODES as readonly unknown[]).includes(value);
}

/** The field types with no rule of their own: free input, or a choice (office: of catalog/offices.yaml). */
export const FREE_FIELD_TYPES = ['text', 'multiline', 'date', 'choice', 'choices', 'office'] as const;

export interface FieldTypeRule {
  /** What the whole typed value must match (separators and a +91 included). */
  pattern: string;
  /**
   * Most characters the schema lets through, separators included: the pattern counts the significant
   * ones, so this only keeps the message short; the input itself never cuts a paste.
   */
  maxLength: number;
  /** The keyboard a phone shows. */
  inputMode: InputMode;
  upperCase?: boolean;
  /** Applied as the visitor types, before the pattern: a character people use that the rule spells otherwise. */
  asTyped?: (value: string) => string;
  /** The value as the desk reads it in the WhatsApp text (called only on a value the pattern accepts). */
  canonical: (value: string) => string;
  /** The dictionary key of the message shown when the value does not fit (src/shared/i18n/*-forms.ts). */
  message: `field.${string}`;
  /** What a visitor types, as printed or pasted (the e2e tests type it). */
  example: string;
  /**
   * A field whose name or label matches `words` must have this type (or one in `also`): catalog:check
   * refuses a "Mobile Number" typed as free text (src/catalog/field-names.ts).
   */
  namedBy?: { words: RegExp; what: string; also?: { type: string; when: string } };
  /** Its row in docs/forms-and-chat.md: what it accepts, how it is sent, where its rule lives. */
  doc: { accepts: string; sentAs: string; rule: string };
}

const trimmed = (value: string) => value.trim();

const MOBILE = {
  pattern: PHONE_PATTERN,
  maxLength: 32,
  inputMode: 'tel',
  // "98765-01234": the server's rule knows spaces only, and a dash means the same here.
  asTyped: (value) => value.replace(/-/g, ' '),
  canonical: (value) => {
    const result = normalizePhone(value);
    return result.ok ? result.phone : value.trim();
  },
  message: 'field.phone',
  example: '+91 98765 01234',
} satisfies Partial<FieldTypeRule>;

const DECLARED = {
  phone: {
    ...MOBILE,
    namedBy: { words: /mobile|phone|whatsapp/i, what: 'a mobile number', also: { type: 'contact', when: "for the visitor's own, which the request is tracked by" } },
    doc: { accepts: '10-digit Indian mobile from 6–9; `+91`/`91` or the trunk `0`, spaces, dashes', sentAs: '`+919876501234`', rule: '`src/core/phone.ts` (the API\'s rule)' },
  },
  // The visitor's own mobile, which the request is recorded and tracked by (contact-field.ts).
  contact: {
    ...MOBILE,
    doc: {
      accepts: 'the same as `phone`: the visitor\'s own mobile, which the request is recorded and tracked by (one per form sent to the desk; label and hint by default)',
      sentAs: '`+919876501234`',
      rule: '`src/core/phone.ts`, `src/catalog/contact-field.ts`',
    },
  },
  vehicleNumber: {
    pattern: VEHICLE_NUMBER_PATTERN,
    maxLength: 30,
    inputMode: 'text',
    upperCase: true,
    canonical: (v) => parseVehicleNumber(v) ?? v.trim(),
    message: 'field.vehicleNumber',
    example: 'ap39bj1234',
    namedBy: { words: /vehicle\s*(registration\s*)?(number|no\b)|registration\s*number/i, what: 'a vehicle number' },
    doc: { accepts: '`AP39BJ1234`, `AP 39 BJ 1234`, Bharat series `22BH1234AA`', sentAs: '`AP39BJ1234`', rule: '`src/core/vehicle-number.ts` (the home search\'s rule)' },
  },
  aadhaar: {
    pattern: AADHAAR_PATTERN,
    maxLength: 30,
    inputMode: 'numeric',
    canonical: (v) => {
      const digits = parseAadhaar(v);
      return digits ? formatAadhaar(digits) : v.trim();
    },
    message: 'field.aadhaar',
    example: '1234 5678 9012',
    doc: {
      accepts: '12 digits, in one run or as printed (`1234 5678 9012`); only where the service truly needs the whole number, with the reason in the hint',
      sentAs: '`1234 5678 9012`',
      rule: '`src/core/aadhaar.ts`',
    },
  },
  // The last 4 digits only (Aadhaar minimisation): sent as XXXX XXXX 1234; a whole number is refused.
  aadhaarLast4: {
    pattern: AADHAAR_LAST4_PATTERN,
    // Room for a pasted whole number, so that the pattern (not the length) refuses it with its message.
    maxLength: 30,
    inputMode: 'numeric',
    canonical: (v) => {
      const digits = parseAadhaarLast4(v);
      return digits ? maskedAadhaar(digits) : v.trim();
    },
    message: 'field.aadhaarLast4',
    example: ' 9012',
    namedBy: { words: /aadha+r/i, what: 'an Aadhaar number', also: { type: 'aadhaar', when: 'only when the service truly needs the whole number; say why in the hint' } },
    doc: { accepts: 'the last 4 digits of an Aadhaar number only (`9012`); a whole number is refused', sentAs: '`XXXX XXXX 9012`', rule: '`src/core/aadhaar.ts`' },
  },
  chassisNumber: {
    pattern: CHASSIS_NUMBER_PATTERN,
    maxLength: 40,
    inputMode: 'text',
    upperCase: true,
    canonical: (v) => parseChassisNumber(v) ?? v.trim(),
    message: 'field.chassisNumber',
    example: 'ma3ewdc1s00123456',
    namedBy: { words: /chassis/i, what: 'a chassis number' },
    doc: { accepts: '5 to 17 letters and digits (Vahan asks for the last 5)', sentAs: 'upper case, no spaces', rule: '`src/core/chassis-number.ts`' },
  },
  licenceNumber: {
    pattern: LICENCE_NUMBER_PATTERN,
    maxLength: 40,
    inputMode: 'text',
    upperCase: true,
    canonical: (v) => parseLicenceNumber(v) ?? v.trim(),
    message: 'field.licenceNumber',
    example: 'AP39 20110012345',
    namedBy: { words: /licen[cs]e\s*(number|no\b)/i, what: 'a licence number' },
    doc: { accepts: 'state code + 8–18 letters/digits (`AP39 20110012345`, `/` and `-` allowed)', sentAs: '`AP3920110012345`', rule: '`src/core/licence-number.ts`' },
  },
  passportNumber: {
    pattern: PASSPORT_NUMBER_PATTERN,
    maxLength: 20,
    inputMode: 'text',
    upperCase: true,
    canonical: (v) => parsePassportNumber(v) ?? v.trim(),
    message: 'field.passportNumber',
    example: 'K1234567',
    doc: { accepts: 'one letter and 7 digits', sentAs: '`K1234567`', rule: '`src/core/passport-number.ts`' },
  },
  pincode: {
    pattern: PINCODE_PATTERN,
    maxLength: 15,
    inputMode: 'numeric',
    canonical: (v) => parsePincode(v) ?? v.trim(),
    message: 'field.pincode',
    example: '518 501',
    namedBy: { words: /pin\s*code/i, what: 'a PIN code' },
    doc: { accepts: '6 digits, not starting with 0', sentAs: '`518501`', rule: '`src/core/pincode.ts`' },
  },
  email: {
    pattern: EMAIL_PATTERN,
    maxLength: 254,
    inputMode: 'email',
    canonical: trimmed,
    message: 'field.email',
    example: 'ravi@example.in',
    namedBy: { words: /e-?mail/i, what: 'an e-mail address' },
    doc: { accepts: '`name@domain.tld`', sentAs: 'trimmed', rule: '`src/core/email.ts`' },
  },
  // A four-digit year of this or the last century; "not after this year" is checked in the browser.
  year: {
    pattern: '^\\s*(19|20)[0-9]{2}\\s*$',
    maxLength: 10,
    inputMode: 'numeric',
    canonical: trimmed,
    message: 'field.year',
    example: '2019',
    doc: { accepts: 'a year of 19xx/20xx, not after this year', sentAs: 'trimmed', rule: '`src/core/field-types.ts`' },
  },
  // Rupees in digits, with or without Indian digit grouping (2,50,000), at most 99,99,99,999.
  amount: {
    pattern: '^\\s*[1-9]([0-9]|,(?=[0-9])){0,11}\\s*$',
    maxLength: 20,
    inputMode: 'numeric',
    canonical: (v) => v.replace(/[\s,]/g, ''),
    message: 'field.amount',
    example: '2,50,000',
    doc: { accepts: 'rupees in digits, Indian grouping allowed (`2,50,000`)', sentAs: '`250000`', rule: '`src/core/field-types.ts`' },
  },
} as const satisfies Record<string, FieldTypeRule>;

/** The typed field types, in the order they are listed (schema enum, docs). */
export type TypedFieldType = keyof typeof DECLARED;

/** A catalogue field's `type`: a free one or a typed one (the catalogue schema's enum follows). */
export type FieldType = (typeof FREE_FIELD_TYPES)[number] | TypedFieldType;

/** The message keys the field types use: every dictionary must have each (checked where `t` is typed). */
export type FieldTypeMessageKey = (typeof DECLARED)[TypedFieldType]['message'];

export const FIELD_TYPES: Readonly<Record<TypedFieldType, FieldTypeRule>> = DECLARED;

/** Every field type a catalogue entry may write: the free ones, then the typed ones. */
export const ALL_FIELD_TYPES: readonly string[] = [...FREE_FIELD_TYPES, ...Object.keys(DECLARED)];

export function isTypedField(type: string): type is TypedFieldType {
  return Object.hasOwn(FIELD_TYPES, type);
}

/** The table of docs/forms-and-chat.md ("Field types"), one row per typed field type. */
export function fieldTypesDocTable(): string {
  const rows = Object.entries(FIELD_TYPES).map(([type, { doc }]) => `| \`${type}\` | ${doc.accepts} | ${doc.sentAs} | ${doc.rule} |`);
  return ['| type | accepts (as typed or pasted) | sent on WhatsApp as | rule module |', '|---|---|---|---|', ...rows].join('\n');
}
