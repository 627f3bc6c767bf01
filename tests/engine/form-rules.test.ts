// Every typed field of every catalogue entry, through the same precompiled validator the browser gets:
// what a visitor types (as printed, with spaces, dashes or +91) is accepted and sent in one canonical
// form; what the desk cannot use is refused with the field type's own message.
import { describe, expect, it } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { optionValues } from '../../src/catalog/defaults';
import { answerText } from '../../src/catalog/kinds/answers';
import { FIELD_TYPES, isTypedField, type TypedFieldType } from '../../src/core/field-types';
import { loadCatalog } from '../../src/catalog/load';
import { localize } from '../../src/core/text';
import type { CompiledEntry, FieldSource } from '../../src/catalog/types';
import { validatorModuleSource } from '../../src/catalog/validator-module';
import { problemsOf, toPortalErrors } from '../../src/engine/form-errors';
import { accountPrefill, prefillQuery, prefillValues } from '../../src/engine/prefill';
import { typedValue } from '../../src/engine/theme/input-props';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');

/** Per type: [typed, as sent to the desk] pairs it accepts, and inputs it refuses, with its message. */
const TABLE: Record<TypedFieldType, { valid: [string, string][]; invalid: string[]; message: string }> = {
  phone: {
    valid: [['9876501234', '+919876501234'], ['+91 98765 01234', '+919876501234'], ['98765-01234', '+919876501234'], ['919876501234', '+919876501234']],
    invalid: ['12345', '5876501234', '98765 0123', '+92 98765 01234', 'HELLO'],
    message: 'Please enter a valid 10-digit mobile number',
  },
  // The visitor's own mobile: the same rule as any phone field.
  contact: {
    valid: [['98765 01234', '+919876501234'], ['+919876501234', '+919876501234']],
    invalid: ['12345', '5876501234'],
    message: 'Please enter a valid 10-digit mobile number',
  },
  vehicleNumber: {
    valid: [['ap39bj1234', 'AP39BJ1234'], ['AP 39 BJ 1234', 'AP39BJ1234'], ['ap-39-bj-1234', 'AP39BJ1234'], ['22 BH 1234 AA', '22BH1234AA']],
    invalid: ['HELLO', 'AP39BJ12345', 'AP.09.BJ.1234', '1234'],
    message: 'Please enter a valid vehicle number (e.g., AP39BJ1234)',
  },
  aadhaar: {
    valid: [['1234 5678 9012', '1234 5678 9012'], ['123456789012', '1234 5678 9012'], ['1234-5678-9012', '1234 5678 9012']],
    invalid: ['12345', '1234 5678 9012 3', 'ABCD EFGH IJKL', '1234 5678 901O'],
    message: 'Please enter a valid 12-digit Aadhaar number',
  },
  // Aadhaar minimisation: the last 4 digits only; a whole number is refused.
  aadhaarLast4: {
    valid: [['9012', 'XXXX XXXX 9012'], [' 9012 ', 'XXXX XXXX 9012']],
    invalid: ['123', '12345', '1234 5678 9012', '123456789012', 'ABCD'],
    message: 'Please enter only the last 4 digits of the Aadhaar number',
  },
  chassisNumber: {
    valid: [['ma3ewdc1s00123456', 'MA3EWDC1S00123456'], ['MA3 EWD C1S 00123456', 'MA3EWDC1S00123456'], ['23456', '23456']],
    invalid: ['1234', 'MA3EWDC1S001234567', 'MA3#EWDC1'],
    message: 'Please enter a valid chassis number (5 to 17 letters and digits)',
  },
  licenceNumber: {
    valid: [['AP39 20110012345', 'AP3920110012345'], ['ap-3920110012345', 'AP3920110012345'], ['AP39/2011/0012345', 'AP3920110012345']],
    invalid: ['12345', '0920110012345', 'AP39', 'AP39 2011 0012345 0012345 0012'],
    message: 'Please enter a valid licence number (e.g., AP39 20110012345)',
  },
  passportNumber: {
    valid: [['k1234567', 'K1234567'], ['K 1234567', 'K1234567']],
    invalid: ['1234567', 'K123456', 'KK1234567'],
    message: 'Please enter a valid passport number (e.g., K1234567)',
  },
  pincode: { valid: [['518501', '518501'], ['518 501', '518501']], invalid: ['018501', '51850', 'ABCDEF'], message: 'Please enter a valid 6-digit PIN code' },
  email: { valid: [['ravi@example.in', 'ravi@example.in'], [' ravi@example.in ', 'ravi@example.in']], invalid: ['ravi', 'ravi@example', 'ra vi@example.in'], message: 'Please enter a valid email address' },
  year: { valid: [['2019', '2019'], [' 1998 ', '1998']], invalid: ['19', '1800', '20199', 'two'], message: 'Please enter a valid year (e.g., 2019)' },
  amount: { valid: [['250000', '250000'], ['2,50,000', '250000']], invalid: ['0', '2,,50', 'Rs 5 lakh', '12.5.0'], message: 'Please enter the amount in rupees, in digits (e.g., 250000)' },
};

/** A value every field accepts, so that a check fails only for the field under test. */
function goodValue(field: FieldSource): string | string[] {
  if (isTypedField(field.type)) return TABLE[field.type].valid[0]?.[0] ?? '';
  if (field.type === 'date') return '1995-08-15';
  if (field.type === 'choice' || field.type === 'office') return optionValues(field)[0] ?? '';
  if (field.type === 'choices') return optionValues(field).slice(0, 1);
  return 'Ravi Kumar';
}

const dir = path.resolve('node_modules/.cache/validator-test');
mkdirSync(dir, { recursive: true });

async function checkerFor(entry: CompiledEntry) {
  const form = entry.form!;
  const file = path.join(dir, `${entry.id}-${process.pid}.mjs`);
  writeFileSync(file, validatorModuleSource(form.schema));
  const validateFns = (await import(pathToFileURL(file).href)).default;
  const validator = createPrecompiledValidator(validateFns, form.schema as RJSFSchema);
  const good = Object.fromEntries((entry.source.fields ?? []).map((f) => [f.name, goodValue(f)]));
  return (changes: Record<string, string | undefined>) => {
    const data = Object.fromEntries(Object.entries({ ...good, ...changes }).filter(([, v]) => v !== undefined));
    return validator.validateFormData(data, form.schema as RJSFSchema, undefined, toPortalErrors(form)).errors;
  };
}

const typed = catalog.entries.flatMap((entry) => (entry.source.fields ?? []).filter((f) => isTypedField(f.type)).map((field) => ({ entry, field })));

describe('every typed field of every catalogue entry', () => {
  it.each(typed.map(({ entry, field }) => [`${entry.id} ${field.name} (${field.type})`, entry, field] as const))('%s', async (_name, entry, field) => {
    const type = field.type as TypedFieldType;
    const check = await checkerFor(entry);
    const options = (entry.form?.uiSchema[field.name]?.['ui:options'] ?? {}) as Parameters<typeof typedValue>[1];
    // The input cuts nothing: a typed field has no length limit of its own, only its rule.
    expect(options.fieldType).toBe(type);
    expect(options.inputMode).toBe(FIELD_TYPES[type].inputMode);
    for (const [input, sent] of TABLE[type].valid) {
      const value = typedValue(input, options);
      expect(check({ [field.name]: value }), input).toEqual([]);
      expect(answerText({ type }, value ?? '', 'en'), input).toBe(sent);
    }
    for (const input of TABLE[type].invalid) {
      const errors = check({ [field.name]: typedValue(input, options) });
      expect(errors.map((e) => e.message), input).toEqual([TABLE[type].message]);
      // The summary links the field, its label first where the message does not name it ("Learning Licence Number – …").
      const [problem, ...more] = problemsOf(entry.form!, errors);
      expect(more).toEqual([]);
      expect(problem?.field).toBe(field.name);
      expect([TABLE[type].message, `${localize(field.label, 'en')} – ${TABLE[type].message}`]).toContain(problem?.text);
    }
  });

  it('the types no entry uses yet check the same way (pattern over what the input keeps of the typing, then the canonical form)', () => {
    const used = new Set(typed.map(({ field }) => field.type));
    for (const type of (Object.keys(TABLE) as TypedFieldType[]).filter((t) => !used.has(t))) {
      const pattern = new RegExp(FIELD_TYPES[type].pattern, 'u');
      const kept = (input: string) => typedValue(input, { fieldType: type }) ?? '';
      for (const [input, sent] of TABLE[type].valid) {
        expect(pattern.test(kept(input)), `${type} ${input}`).toBe(true);
        expect(answerText({ type }, kept(input), 'en')).toBe(sent);
      }
      for (const input of TABLE[type].invalid) expect(pattern.test(kept(input)), `${type} ${input}`).toBe(false);
    }
  });

  it('covers every field of every entry with a type, and every typed field with the table', () => {
    for (const entry of catalog.entries) {
      for (const field of entry.source.fields ?? []) expect(['text', 'multiline', 'date', 'choice', 'choices', 'office', ...Object.keys(TABLE)], `${entry.id} ${field.name}`).toContain(field.type);
    }
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(FIELD_TYPES).sort());
  });

  it('asks for every missing required field as a person would, from its kind and label, and the summary lists each', async () => {
    const learner = catalog.entries.find((e) => e.id === 'apply-learner-licence')!;
    const check = await checkerFor(learner);
    const errors = check({ idProof: undefined, dateOfBirth: undefined, mobileNumber: undefined });
    // Before: "Please enter Date of Birth", "Please enter Proof of age and address you will use", and one generic summary line.
    expect(errors.map((e) => e.message)).toEqual(['Choose the proof of age and address you will use', 'Enter the date of birth', 'Enter your mobile number']);
    expect(problemsOf(learner.form!, errors)).toEqual([
      { field: 'idProof', text: 'Choose the proof of age and address you will use' },
      { field: 'dateOfBirth', text: 'Enter the date of birth' },
      { field: 'mobileNumber', text: 'Enter your mobile number' },
    ]);
  });

  it('answers a question label ("When does your licence expire?"), and the summary puts the question first', async () => {
    const renewal = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!;
    const check = await checkerFor(renewal);
    const errors = check({ expiry: undefined, licenceNumber: undefined });
    expect(errors.map((e) => e.message)).toEqual(['Choose an answer', 'Enter the licence number']);
    expect(problemsOf(renewal.form!, errors).map((p) => p.text)).toEqual(['When does your licence expire? – Choose an answer', 'Enter the licence number']);
  });

  it('keeps acronyms as written, and a label that says whose it is gets no "the"', () => {
    const duplicate = catalog.entries.find((e) => e.id === 'duplicate-driving-licence')!;
    const rc = catalog.entries.find((e) => e.id === 'duplicate-rc')!;
    const missing = (name: string) => ({ name: 'required', property: '', message: '', stack: '', params: { missingProperty: name }, schemaPath: '' });
    expect(toPortalErrors(duplicate.form!)([missing('nameOnLicence'), missing('issuingRto')]).map((e) => e.message)).toEqual([
      'Enter your name as on the licence',
      'Enter the RTO that issued the licence',
    ]);
    expect(toPortalErrors(rc.form!)([missing('firNumber')]).map((e) => e.message)).toEqual(['Enter the FIR number']);
  });
});

describe('typing', () => {
  it('upper-cases as typed where the field says so, and nowhere else', () => {
    expect(typedValue('ap39bj1234', { upperCase: true })).toBe('AP39BJ1234');
    expect(typedValue('Ravi Kumar', {})).toBe('Ravi Kumar');
  });

  it('turns a dash in a mobile number into a space, the spelling the shared phone rule knows', () => {
    expect(typedValue('98765-01234', { fieldType: 'phone' })).toBe('98765 01234');
  });

  it('treats a blank value as empty, so a required field of spaces is still missing', () => {
    expect(typedValue('   ', {})).toBeUndefined();
    expect(typedValue('', { upperCase: true })).toBeUndefined();
  });
});

describe('the WhatsApp text', () => {
  it('writes dates as DD-MM-YYYY and free text trimmed', () => {
    expect(answerText({ type: 'date' }, '1995-08-15', 'en')).toBe('15-08-1995');
    expect(answerText({ type: 'text' }, '  Ravi Kumar ', 'en')).toBe('Ravi Kumar');
  });
});

describe('prefill from the address', () => {
  const ekyc = catalog.entries.find((e) => e.id === 'vehicle-ekyc')!;

  it('fills known fields, upper-cased where the field is; ignores the rest', () => {
    expect(prefillValues(ekyc.form, { vehicleNumber: 'ap 39 bj 1234', nothing: 'x', chassisNumber: 5 })).toEqual({ vehicleNumber: 'AP 39 BJ 1234' });
  });

  it('reads the query the request island finds in the address: plain names and short values only, a bad query never errors', () => {
    expect(prefillQuery('?vehicleNumber=ap39bj1234&utm-source=x&Bad=1&long=' + 'x'.repeat(201))).toEqual({ vehicleNumber: 'ap39bj1234' });
    expect(Object.keys(prefillQuery('?vehicleNumber=%E0%A4%ZZ&&='))).toEqual(['vehicleNumber']);
    expect(prefillValues(ekyc.form, prefillQuery('?vehicleNumber=ap+39+bj+1234'))).toEqual({ vehicleNumber: 'AP 39 BJ 1234' });
  });
});

describe("prefill from the signed-in account", () => {
  const renewal = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!;

  it("fills the form's own mobile-number field with the account's ten digits, which the field accepts", () => {
    expect(accountPrefill(renewal.form!, '+919876501234', {})).toEqual({ mobileNumber: '9876501234' });
  });

  it('leaves an answer the visitor or a draft already gave, and an empty answer is filled', () => {
    expect(accountPrefill(renewal.form!, '+919876501234', { mobileNumber: '9123456780' })).toEqual({});
    expect(accountPrefill(renewal.form!, '+919876501234', { mobileNumber: '' })).toEqual({ mobileNumber: '9876501234' });
  });

  it('fills no other phone field: a `phone` field asks for another number', () => {
    for (const entry of catalog.entries.filter((e) => e.form)) {
      const filled = Object.keys(accountPrefill(entry.form!, '+919876501234', {}));
      const contacts = (entry.source.fields ?? []).filter((f) => f.type === 'contact').map((f) => f.name);
      expect(filled).toEqual(contacts);
    }
  });
});
