import { localize } from '../core/text.ts';
import type { CompiledField, CompiledSource, FieldSource } from './types.ts';

// Read from what a field holds, not its kind (src/catalog/kinds), so that the start view, which
// reads a case's options, loads no kind: catalog:check gives options to the kinds that take them
// and the compiler gives offices to an office field (office-field.ts).

/**
 * The values a field may be answered with: the English text of each option, in order; of an office
 * field, the offices' ids. A page's entry carries its options in its own language only, so the
 * compiler writes the values beside them (`withOptionValues`) and they are read from there.
 */
export function optionValues(field: Pick<CompiledField, 'options' | 'values' | 'offices'>): string[] {
  if (field.offices) return field.offices.map((o) => o.id);
  return field.values ?? (field.options ?? []).map((o) => localize(o, 'en'));
}

/** The entry with each choice and choices field's values beside its options (conditions and answers name them). */
export function withOptionValues(entry: CompiledSource): CompiledSource {
  if (!entry.fields?.some(hasOptions)) return entry;
  return { ...entry, fields: entry.fields.map((f) => (hasOptions(f) ? { ...f, values: optionValues(f) } : f)) };
}

/** Whether a case may rest on a field's options: one of them (choice) or any (choices). */
export function hasOptions(field: Pick<FieldSource, 'options'>): boolean {
  return field.options !== undefined;
}

/** Routes that exist outside the catalogue, to which back links and listings may point. */
export const FIXED_ROUTES = ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services'];
