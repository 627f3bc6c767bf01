// Conditions (`showWhen`) end to end below the browser: the valid fixture's Transfer of Ownership
// asks who the visitor is, the vehicle type, a loan and a move; the compiled schema, the precompiled
// validator the browser gets, the fields shown, the values kept and the WhatsApp message all follow.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { askedAnswers, holds } from '../../src/catalog/conditions';
import { validatorModuleSource } from '../../src/catalog/validator-module';
import { askedValues, uiSchemaFor } from '../../src/engine/asked-fields';
import { toPortalErrors } from '../../src/engine/form-errors';
import { buildWhatsAppMessage } from '../../src/engine/whatsapp-message';
import { asCatalogFiles, readTree, VALID_DIR } from '../catalog/fixture-files';

const { catalog } = compileCatalog(asCatalogFiles(readTree(VALID_DIR)));
const entry = catalog!.entries.find((e) => e.id === 'transfer-ownership')!;
const form = entry.form!;

const buyerMoving = { role: 'I am the buyer', vehicleClass: 'Two-wheeler', onLoan: 'No', moving: 'Yes', vehicleNumber: 'AP39BJ1234', sellerName: 'Ravi', buyerName: 'Lakshmi', mobileNumber: '9876543210' };

async function validate(values: Record<string, string>) {
  const dir = path.resolve('node_modules/.cache/validator-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `conditions-${process.pid}.mjs`);
  writeFileSync(file, validatorModuleSource(form.schema));
  const validateFns = (await import(pathToFileURL(file).href)).default;
  const validator = createPrecompiledValidator(validateFns, form.schema as RJSFSchema);
  return validator.validateFormData(values, form.schema as RJSFSchema, undefined, toPortalErrors(form)).errors.map((e) => e.message);
}

describe('a field asked in one case only', () => {
  it('compiles to an if/then: required when shown, not before', () => {
    expect(form.schema.required).toEqual(['role', 'vehicleClass', 'vehicleNumber', 'sellerName', 'buyerName', 'mobileNumber']);
    expect(form.schema.allOf).toEqual([{ if: { properties: { moving: { enum: ['Yes'] } }, required: ['moving'] }, then: { required: ['newRto'] } }]);
    expect(form.conditions).toEqual({ moving: { role: ['I am the buyer'] }, newRto: { moving: ['Yes'] } });
  });

  it('the precompiled validator asks for it only when shown, with the portal’s message', async () => {
    expect(await validate(buyerMoving)).toEqual(['Enter the new RTO']);
    expect(await validate({ ...buyerMoving, newRto: 'Guntur' })).toEqual([]);
    expect(await validate({ ...buyerMoving, moving: 'No' })).toEqual([]);
  });

  it('is hidden, and its value dropped, when its case does not hold; a chain of cases follows', () => {
    const hidden = (values: Record<string, string>) =>
      Object.entries(uiSchemaFor(form, values))
        .filter(([, ui]) => (ui as Record<string, unknown>)['ui:widget'] === 'hidden')
        .map(([name]) => name);
    expect(hidden({})).toEqual(['moving', 'newRto']);
    expect(hidden({ role: 'I am the buyer' })).toEqual(['newRto']);
    expect(hidden({ role: 'I am the buyer', moving: 'Yes' })).toEqual([]);
    // A seller: "moving" is not asked, so "newRto", which rests on it, is not either, whatever was typed before.
    expect(hidden({ role: 'I am the seller', moving: 'Yes' })).toEqual(['moving', 'newRto']);
    expect(askedValues(form, { role: 'I am the seller', moving: 'Yes', newRto: 'Guntur', sellerName: 'Ravi' })).toEqual({ role: 'I am the seller', sellerName: 'Ravi' });
  });

  it('a case holds when every key holds, a list when any of its values does', () => {
    const condition = { vehicleClass: ['Car', 'Transport vehicle'], onLoan: ['Yes'] };
    expect(holds(condition, { vehicleClass: 'Car', onLoan: 'Yes' })).toBe(true);
    expect(holds(condition, { vehicleClass: 'Transport vehicle', onLoan: 'Yes' })).toBe(true);
    expect(holds(condition, { vehicleClass: 'Car', onLoan: 'No' })).toBe(false);
    expect(holds(condition, { onLoan: 'Yes' })).toBe(false);
    expect(askedAnswers({}, { a: '1' })).toEqual({ a: '1' });
  });
});

describe('the WhatsApp message carries exactly what was shown', () => {
  const message = (values: Record<string, string>) =>
    buildWhatsAppMessage({ spec: entry.message!, serviceName: entry.source.title, serviceNumber: 'TOO123456789', values, consent: 'I agree.', closing: 'Thank you.' });

  it('a seller of a car with no loan: no move questions, the PAN document, no NOC', () => {
    const text = message({ role: 'I am the seller', vehicleClass: 'Car', onLoan: 'No', moving: 'Yes', newRto: 'Guntur', vehicleNumber: 'AP39BJ1234', sellerName: 'Ravi', buyerName: 'Lakshmi' });
    expect(text).toContain('You are: I am the seller\nVehicle type: Car\nIs there a loan on the vehicle?: No\nVehicle Number: AP39BJ1234');
    expect(text).not.toContain('moving');
    expect(text).not.toContain('Guntur');
    expect(text).toContain('- PAN cards of the seller and the buyer, or Form 60');
    expect(text).not.toContain('NOC');
  });

  it('a buyer of a two-wheeler on loan, moving: the move in order, the NOC, no PAN', () => {
    const text = message({ ...buyerMoving, onLoan: 'Yes', newRto: 'Guntur' });
    expect(text).toContain('Is the vehicle moving to another RTO?: Yes\nNew RTO: Guntur\nVehicle Number');
    expect(text).toContain("- The financier's NOC (Form 35)");
    expect(text).not.toContain('PAN');
  });
});
