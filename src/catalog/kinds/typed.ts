// The typed kinds (phone, vehicleNumber, aadhaar …): each a rule of src/core/field-types.ts, which
// says what it accepts, its keyboard and its one canonical form; here, what a field of it is.
import { FIELD_TYPES, type FieldTypeRule, type TypedFieldType } from '../../core/field-types.ts';
import type { FieldKind, KindAnswers } from './kind.ts';
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
        if (field[key] !== undefined) fail('kinds.typed.sets-own', ['fields', i, key], `fields[${i}].${key}: a ${field.type} field sets its own ${key}; remove it`);
      }
    },
  };
}

const byType = <T>(make: (type: TypedFieldType, rule: FieldTypeRule) => T) =>
  Object.fromEntries(Object.entries(FIELD_TYPES).map(([type, rule]) => [type, make(type as TypedFieldType, rule)])) as Record<TypedFieldType, T>;

export const typedKinds = /* @__PURE__ */ byType(typedKind);

// The desk reads each in its one canonical form.
export const typedAnswers = /* @__PURE__ */ byType((_type, rule): KindAnswers => ({ answerText: (_field, value) => rule.canonical(value) }));
