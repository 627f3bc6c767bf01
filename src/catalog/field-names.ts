import { localize } from '../core/text.ts';
import { FIELD_TYPES } from '../core/field-types.ts';
import type { FieldSource } from './types.ts';

// A field whose name or label says what it holds must have the type that checks it: a "Mobile
// Number" typed as free text would send the desk numbers it cannot call. The words are declared
// with each field type (src/core/field-types.ts, `namedBy`).
const EXPECTED = Object.entries(FIELD_TYPES).flatMap(([type, rule]) => (rule.namedBy ? [{ ...rule.namedBy, type }] : []));

/** Why the field's type does not fit its name or label, or null when it fits. */
export function typeMismatch(field: FieldSource): string | null {
  const said = `${splitCamel(field.name)} ${localize(field.label)}`;
  for (const { words, type, also, what } of EXPECTED) {
    if (words.test(said) && field.type !== type && field.type !== also?.type) {
      return `"${field.type}" for ${what} (${field.name}); use type "${type}"${also ? ` (or "${also.type}" ${also.when})` : ''}`;
    }
  }
  if (field.type === 'date' && /birth/i.test(said) && field.minAge === undefined) {
    return `a date of birth (${field.name}) needs "minAge", so that a future or impossible date is refused`;
  }
  return null;
}

function splitCamel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
