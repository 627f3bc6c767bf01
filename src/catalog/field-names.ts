import { FIELD_TYPES } from '../core/field-types.ts';
import { fieldWords } from './kinds/kind.ts';
import type { CompiledField } from './types.ts';

// A field whose name or label says what it holds must have the type that checks it: a "Mobile
// Number" typed as free text would send the desk numbers it cannot call. The words are declared
// with each field type (src/core/field-types.ts, `namedBy`).
const EXPECTED = Object.entries(FIELD_TYPES).flatMap(([type, rule]) => (rule.namedBy ? [{ ...rule.namedBy, type }] : []));

/** Why the field's type does not fit its name or label, or null when it fits. */
export function typeMismatch(field: CompiledField): string | null {
  const said = fieldWords(field);
  for (const { words, type, also, what } of EXPECTED) {
    if (words.test(said) && field.type !== type && field.type !== also?.type) {
      return `"${field.type}" for ${what} (${field.name}); use type "${type}"${also ? ` (or "${also.type}" ${also.when})` : ''}`;
    }
  }
  return null;
}

