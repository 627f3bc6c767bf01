import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog } from '../../../src/catalog/compile-catalog';
import { optionValues } from '../../../src/catalog/defaults';
import { FIELD_TYPES, isTypedField, type TypedFieldType } from '../../../src/catalog/field-types';
import type { Catalog, CompiledEntry, FieldSource } from '../../../src/catalog/types';

/**
 * The real catalogue, compiled the way the build does; the e2e suites are generated from it.
 * E2E_CATALOG_DIR reads another folder instead: tests/catalog/new-entry.test.ts lists the cases a
 * new entry gets (`playwright test --list`) without touching catalog/.
 */
export function realCatalog(): Catalog {
  const dir = path.resolve(process.env.E2E_CATALOG_DIR ?? 'catalog');
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ path: `catalog/${name}`, text: readFileSync(path.join(dir, name), 'utf8') }));
  const { catalog, errors } = compileCatalog(files);
  if (!catalog) throw new Error(`catalogue has ${errors.length} problems; run npm run catalog:check`);
  return catalog;
}

export const text = (value: string | { en: string }): string => (typeof value === 'string' ? value : value.en);

// What a visitor types into each typed field: as printed or pasted, with spaces and +91.
const TYPED_SAMPLES: Record<TypedFieldType, string> = {
  phone: '+91 98765 01234',
  contact: '+91 98765 01234',
  vehicleNumber: 'ap39bj1234',
  aadhaar: '1234 5678 9012',
  aadhaarLast4: ' 9012',
  chassisNumber: 'ma3ewdc1s00123456',
  licenceNumber: 'AP39 20110012345',
  passportNumber: 'K1234567',
  pincode: '518 501',
  email: 'ravi@example.in',
  year: '2019',
  amount: '2,50,000',
};

/** A valid value for a field, at most its length, as a person would type it. */
export function sampleValue(entry: CompiledEntry, field: FieldSource): string {
  const max = entry.form?.schema.properties[field.name]?.maxLength ?? 50;
  const rule = entry.source.rules?.find((r) => r.field === field.name);
  if (rule?.exactLength) return '123456789012345678901234567890'.slice(0, rule.exactLength);
  if (isTypedField(field.type)) return TYPED_SAMPLES[field.type];
  if (field.type === 'date') return '1995-08-15';
  if (field.type === 'choice') return optionValues(field).at(-1) ?? '';
  if (field.type === 'multiline') return '12-3 Gandhi Road, Nandyal 518501'.slice(0, max);
  return `${text(field.label)} test`.replace(/[^A-Za-z ]/g, '').slice(0, max);
}

/** What the form holds after typing `value`: upper-cased where the field or its type says so. */
export function shownValue(field: FieldSource, value: string): string {
  return field.upperCase || (isTypedField(field.type) && FIELD_TYPES[field.type].upperCase) ? value.toUpperCase() : value;
}
