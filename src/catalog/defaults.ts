import { kindOf } from './kinds/index.ts';
import { optionWords } from './kinds/kind.ts';
import type { EntrySource, FieldSource } from './types.ts';

/**
 * The values of a field with options: the English text of each option, in order; of an office
 * field, the offices' ids. A page's entry carries its options in its own language only, so the
 * compiler writes the values beside them (`withOptionValues`) and they are read from there.
 */
export function optionValues(field: FieldSource): string[] {
  return (kindOf(field.type).words ?? optionWords)(field).map((o) => o.value);
}

/** The entry with each choice and choices field's values beside its options (conditions and answers name them). */
export function withOptionValues(entry: EntrySource): EntrySource {
  if (!entry.fields?.some(hasOptions)) return entry;
  return { ...entry, fields: entry.fields.map((f) => (hasOptions(f) ? { ...f, values: optionValues(f) } : f)) };
}

/** Whether a case may rest on a field's options: one of them (choice) or any (choices). */
export function hasOptions(field: Pick<FieldSource, 'type'>): boolean {
  return kindOf(field.type).options !== undefined;
}

/** Routes that exist outside the catalogue, to which back links and listings may point. */
export const FIXED_ROUTES = ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services'];
