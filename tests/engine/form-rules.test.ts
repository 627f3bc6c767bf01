import { describe, expect, it } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { loadCatalog } from '../../src/catalog/load';
import { alertFor, toPortalErrors } from '../../src/engine/form-errors';
import { typedValue } from '../../src/engine/theme/input-props';
import { prefillValues } from '../../src/engine/prefill';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validatorModuleSource } from '../../src/catalog/validator-module';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const learner = catalog.entries.find((e) => e.id === 'apply-learner-licence')!;
const form = learner.form!;

// The same precompiled validator module the build gives the browser, written where it resolves ajv's helpers.
const dir = path.resolve('node_modules/.cache/validator-test');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `learner-${process.pid}.mjs`);
writeFileSync(file, validatorModuleSource(form.schema));
const validateFns = (await import(pathToFileURL(file).href)).default;
const validator = createPrecompiledValidator(validateFns, form.schema as RJSFSchema);
const check = (formData: Record<string, string>) => {
  const { errors } = validator.validateFormData(formData, form.schema as RJSFSchema, undefined, toPortalErrors(form));
  return errors;
};

describe('learner licence Aadhaar rule', () => {
  const valid = { aadhaarNumber: '123456789012', dateOfBirth: '2001-02-03', mobileNumber: '9876543210' };

  it('accepts exactly 12 digits', () => {
    expect(check(valid)).toEqual([]);
  });

  it.each(['12345', '1234567890123', 'ABCDEFGHIJKL'])('refuses %s with the rule message', (aadhaarNumber) => {
    const errors = check({ ...valid, aadhaarNumber });
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set(['Please enter a valid 12-digit Aadhaar number']));
    expect(alertFor(errors)).toBe('Please enter a valid 12-digit Aadhaar number');
  });

  it('asks for every missing required field, and the alert reads the required-fields text', () => {
    const errors = check({});
    expect(errors.map((e) => e.message).sort()).toEqual(['Please enter Aadhaar Number', 'Please enter Date of Birth', 'Please enter Mobile Number']);
    expect(alertFor(errors)).toBe('Please fill in all required fields');
  });

  it('the input is limited to 12 characters', () => {
    expect(form.schema.properties.aadhaarNumber?.maxLength).toBe(12);
  });
});

describe('typing', () => {
  it('upper-cases as typed where the field says so, and nowhere else', () => {
    expect(typedValue('ap09bj1234', { upperCase: true })).toBe('AP09BJ1234');
    expect(typedValue('Ravi Kumar', {})).toBe('Ravi Kumar');
  });

  it('treats a blank value as empty, so a required field of spaces is still missing', () => {
    expect(typedValue('   ', {})).toBeUndefined();
    expect(typedValue('', { upperCase: true })).toBeUndefined();
  });
});

describe('prefill from the address', () => {
  const ekyc = catalog.entries.find((e) => e.id === 'vehicle-ekyc')!;

  it('fills known text fields, upper-cased and cut to length; ignores the rest', () => {
    expect(prefillValues(ekyc.form, { vehicleNumber: 'ap09bj1234567890', nothing: 'x', chassisNumber: 5 })).toEqual({ vehicleNumber: 'AP09BJ123456' });
  });
});
