// The catalogue's typed fields (phone, vehicleNumber, aadhaar …): what each accepts, as a JSON-Schema
// pattern over what the visitor typed, and its one canonical form for the WhatsApp text. The patterns
// come from the same rule modules the server and the home search use.
import { AADHAAR_LAST4_PATTERN, AADHAAR_PATTERN, formatAadhaar, maskedAadhaar, parseAadhaar, parseAadhaarLast4 } from '../core/aadhaar.ts';
import { CHASSIS_NUMBER_PATTERN, parseChassisNumber } from '../core/chassis-number.ts';
import { EMAIL_PATTERN } from '../core/email.ts';
import { LICENCE_NUMBER_PATTERN, parseLicenceNumber } from '../core/licence-number.ts';
import { PASSPORT_NUMBER_PATTERN, parsePassportNumber } from '../core/passport-number.ts';
import { normalizePhone, PHONE_PATTERN } from '../core/phone.ts';
import { parsePincode, PINCODE_PATTERN } from '../core/pincode.ts';
import { parseVehicleNumber, VEHICLE_NUMBER_PATTERN } from '../core/vehicle-number.ts';

export type TypedFieldType = 'phone' | 'contact' | 'vehicleNumber' | 'aadhaar' | 'aadhaarLast4' | 'chassisNumber' | 'licenceNumber' | 'passportNumber' | 'pincode' | 'email' | 'year' | 'amount';

export interface FieldTypeRule {
  /** What the whole typed value must match (separators and a +91 included). */
  pattern: string;
  /**
   * Most characters the schema lets through, separators included: the pattern counts the significant
   * ones, so this only keeps the message short; the input itself never cuts a paste.
   */
  maxLength: number;
  inputMode: 'text' | 'numeric' | 'tel' | 'email';
  upperCase?: boolean;
  /** Applied as the visitor types, before the pattern: a character people use that the rule spells otherwise. */
  asTyped?: (value: string) => string;
  /** The value as the desk reads it in the WhatsApp text (called only on a value the pattern accepts). */
  canonical: (value: string) => string;
}

const trimmed = (value: string) => value.trim();

const MOBILE: FieldTypeRule = {
  pattern: PHONE_PATTERN,
  maxLength: 32,
  inputMode: 'tel',
  // "98765-01234": the server's rule knows spaces only, and a dash means the same here.
  asTyped: (value) => value.replace(/-/g, ' '),
  canonical: (value) => {
    const result = normalizePhone(value);
    return result.ok ? result.phone : value.trim();
  },
};

export const FIELD_TYPES: Record<TypedFieldType, FieldTypeRule> = {
  phone: MOBILE,
  // The visitor's own mobile, which the request is recorded and tracked by (contact-field.ts).
  contact: MOBILE,
  vehicleNumber: { pattern: VEHICLE_NUMBER_PATTERN, maxLength: 30, inputMode: 'text', upperCase: true, canonical: (v) => parseVehicleNumber(v) ?? v.trim() },
  aadhaar: {
    pattern: AADHAAR_PATTERN,
    maxLength: 30,
    inputMode: 'numeric',
    canonical: (v) => {
      const digits = parseAadhaar(v);
      return digits ? formatAadhaar(digits) : v.trim();
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
  },
  chassisNumber: { pattern: CHASSIS_NUMBER_PATTERN, maxLength: 40, inputMode: 'text', upperCase: true, canonical: (v) => parseChassisNumber(v) ?? v.trim() },
  licenceNumber: { pattern: LICENCE_NUMBER_PATTERN, maxLength: 40, inputMode: 'text', upperCase: true, canonical: (v) => parseLicenceNumber(v) ?? v.trim() },
  passportNumber: { pattern: PASSPORT_NUMBER_PATTERN, maxLength: 20, inputMode: 'text', upperCase: true, canonical: (v) => parsePassportNumber(v) ?? v.trim() },
  pincode: { pattern: PINCODE_PATTERN, maxLength: 15, inputMode: 'numeric', canonical: (v) => parsePincode(v) ?? v.trim() },
  email: { pattern: EMAIL_PATTERN, maxLength: 254, inputMode: 'email', canonical: trimmed },
  // A four-digit year of this or the last century; "not after this year" is checked in the browser.
  year: { pattern: '^\\s*(19|20)[0-9]{2}\\s*$', maxLength: 10, inputMode: 'numeric', canonical: trimmed },
  // Rupees in digits, with or without Indian digit grouping (2,50,000), at most 99,99,99,999.
  amount: { pattern: '^\\s*[1-9]([0-9]|,(?=[0-9])){0,11}\\s*$', maxLength: 20, inputMode: 'numeric', canonical: (v) => v.replace(/[\s,]/g, '') },
};

export function isTypedField(type: string): type is TypedFieldType {
  return Object.hasOwn(FIELD_TYPES, type);
}
