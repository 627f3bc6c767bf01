import { localize } from '../core/text.ts';
import type { EntrySource, FieldSource } from './types.ts';

/** Most characters a field accepts when its entry does not say: keeps every WhatsApp message short. */
export function maxLengthOf(field: FieldSource): number {
  if (field.maxLength !== undefined) return field.maxLength;
  switch (field.type) {
    case 'multiline':
      return 300;
    case 'date':
      return 10;
    case 'choice':
    case 'choices':
    case 'office':
      return Math.max(...optionValues(field).map((o) => o.length), 0);
    default:
      return 50;
  }
}

/**
 * The values of a choice or choices field: the English text of each option, in order; of an office
 * field, the offices' ids. A page's entry carries its options in its own language only, so the
 * compiler writes the values beside them (`withOptionValues`) and they are read from there.
 */
export function optionValues(field: FieldSource): string[] {
  if (field.type === 'office') return (field.offices ?? []).map((o) => o.id);
  return field.values ?? (field.options ?? []).map((o) => localize(o, 'en'));
}

/** The entry with each choice and choices field's values beside its options (conditions and answers name them). */
export function withOptionValues(entry: EntrySource): EntrySource {
  if (!entry.fields?.some(hasOptions)) return entry;
  return { ...entry, fields: entry.fields.map((f) => (hasOptions(f) ? { ...f, values: optionValues(f) } : f)) };
}

/** Whether a field asks one of its options (choice) or any of them (choices). */
export function hasOptions(field: Pick<FieldSource, 'type'>): boolean {
  return field.type === 'choice' || field.type === 'choices';
}

export const DEFAULT_ROWS = 3;
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Routes that exist outside the catalogue, to which back links and listings may point. */
export const FIXED_ROUTES = ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services'];
