import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog } from '../../../src/catalog/compile-catalog';
import { optionValues } from '../../../src/catalog/defaults';
import { FIELD_TYPES, isTypedField } from '../../../src/core/field-types';
import type { Catalog, CompiledEntry, CompiledField } from '../../../src/catalog/types';

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

/** A valid value for a field, at most its length, as a person would type it. */
export function sampleValue(entry: CompiledEntry, field: CompiledField): string {
  const max = entry.form?.schema.properties[field.name]?.maxLength ?? 50;
  const rule = entry.source.rules?.find((r) => r.field === field.name);
  if (rule?.exactLength) return '123456789012345678901234567890'.slice(0, rule.exactLength);
  if (isTypedField(field.type)) return FIELD_TYPES[field.type].example;
  if (field.type === 'date') return '1995-08-15';
  if (field.type === 'choice' || field.type === 'choices' || field.type === 'office') return optionValues(field).at(-1) ?? '';
  if (field.type === 'multiline') return '12-3 Gandhi Road, Nandyal 518501'.slice(0, max);
  return `${text(field.label)} test`.replace(/[^A-Za-z ]/g, '').slice(0, max);
}

/** What the form holds after typing `value`: upper-cased where the field or its type says so. */
export function shownValue(field: CompiledField, value: string): string {
  return field.upperCase || (isTypedField(field.type) && FIELD_TYPES[field.type].upperCase) ? value.toUpperCase() : value;
}
