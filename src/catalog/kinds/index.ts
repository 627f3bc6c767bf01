// The field kinds the compiler and catalog:check read, by the `type` a catalogue field writes: the
// free ones, then the typed ones of src/core/field-types.ts (what a page reads of them: answers.ts).
// A new kind is its module in this folder and its line here and in answers.ts (docs/forms-and-chat.md,
// "Adding a field kind"); tests/catalog/field-kinds.test.ts keeps both lists, the catalogue schema's
// type enum and src/catalog/types.ts's FieldType the same.
import type { CompiledField, FieldType } from '../types.ts';
import { choice } from './choice.ts';
import { choices } from './choices.ts';
import { date } from './date.ts';
import type { AnswerOption, FieldKind, KindKey } from './kind.ts';
import { multiline } from './multiline.ts';
import { office } from './office.ts';
import { text } from './text.ts';
import { typedKinds } from './typed.ts';

const SHIPPED = { text, multiline, date, choice, choices, office, ...typedKinds } satisfies Record<FieldType, FieldKind>;

export const FIELD_KINDS: Record<string, FieldKind> = SHIPPED;

/** The kind of a field's type; an unknown type (refused by the schema) reads as text. */
export function kindOf(type: string): FieldKind {
  return FIELD_KINDS[type] ?? text;
}

/** The kinds that pass `test`, as a refusal names them ("a choice or choices field"). */
export function kindsWhere(test: (kind: FieldKind) => boolean): string {
  return Object.entries(FIELD_KINDS)
    .filter(([, kind]) => test(kind))
    .map(([type]) => type)
    .join(' or ');
}

/** The kinds that take an optional key, as a refusal names them. */
export function kindsTaking(key: KindKey): string {
  return kindsWhere((kind) => kind.takes.includes(key));
}

/** A source field with the words of its answers, as answerText reads them (none: typed freely): the message's field, the console's. */
export function answerField(field: CompiledField): { type: FieldType; options?: AnswerOption[] } {
  const words = kindOf(field.type).words?.(field);
  return words ? { type: field.type, options: words } : { type: field.type };
}
