import { localize } from '../core/text.ts';
import { FIELD_TYPES } from '../core/field-types.ts';
import type { FieldSource } from './types.ts';

// A field whose name or label says what it holds must have the type that checks it: a "Mobile
// Number" typed as free text would send the desk numbers it cannot call. The words are declared
// with each field type (src/core/field-types.ts, `namedBy`).
const EXPECTED = Object.entries(FIELD_TYPES).flatMap(([type, rule]) => (rule.namedBy ? [{ ...rule.namedBy, type }] : []));

/** Why the field's type does not fit its name or label, or null when it fits. */
export function typeMismatch(field: FieldSource): string | null {
  const said = fieldWords(field);
  for (const { words, type, also, what } of EXPECTED) {
    if (words.test(said) && field.type !== type && field.type !== also?.type) {
      return `"${field.type}" for ${what} (${field.name}); use type "${type}"${also ? ` (or "${also.type}" ${also.when})` : ''}`;
    }
  }
  return null;
}

/** What a field says it holds: its name's words and its English label. */
export function fieldWords(field: Pick<FieldSource, 'name' | 'label'>): string {
  return `${field.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${localize(field.label)}`;
}
