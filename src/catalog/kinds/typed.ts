// The typed kinds (phone, vehicleNumber, aadhaar …): each a rule of src/core/field-types.ts, which
// says what it accepts, its keyboard and its one canonical form; here, what a field of it is.
import { FIELD_TYPES, type FieldTypeRule, type TypedFieldType } from '../../core/field-types.ts';
import type { FieldKind } from './kind.ts';
import { stringSchema } from './kind.ts';

function typedKind(type: TypedFieldType, rule: FieldTypeRule): FieldKind {
  return {
    schema: (field, lang) => stringSchema(field, lang, rule.maxLength, { pattern: rule.pattern }),
    // The widget normalises as typed and never cuts a typed field; the engine checks years.
    input: () => ({ ...(rule.upperCase ? { upperCase: true } : {}), inputMode: rule.inputMode, fieldType: type }),
    maxLength: () => rule.maxLength,
    takes: [],
    check: (field, i, fail) => {
      for (const key of ['maxLength', 'upperCase', 'inputMode'] as const) {
        if (field[key] !== undefined) fail(['fields', i, key], `fields[${i}].${key}: a ${field.type} field sets its own ${key}; remove it`);
      }
    },
    // The desk reads it in its one canonical form.
    answerText: (_field, value) => rule.canonical(value),
  };
}

export const typedKinds = Object.fromEntries(Object.entries(FIELD_TYPES).map(([type, rule]) => [type, typedKind(type as TypedFieldType, rule)])) as Record<TypedFieldType, FieldKind>;
