// The field kinds, by the `type` a catalogue field writes: the free ones, then the typed ones of
// src/core/field-types.ts. A new kind is its module in this folder and one line here
// (docs/forms-and-chat.md, "Adding a field kind"); tests/catalog/field-kinds.test.ts keeps the
// catalogue schema's type enum and src/catalog/types.ts's FieldType equal to this list.
import type { Lang } from '../../core/languages.ts';
import type { Answer, FieldSource, FieldType } from '../types.ts';
import { choice } from './choice.ts';
import { choices } from './choices.ts';
import { date } from './date.ts';
import type { AnswerField, AnswerOption, FieldKind, KindKey } from './kind.ts';
import { multiline } from './multiline.ts';
import { office } from './office.ts';
import { text } from './text.ts';
import { typedKinds } from './typed.ts';

export const FIELD_KINDS: Record<string, FieldKind> = { text, multiline, date, choice, choices, office, ...typedKinds };

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

/** A source field's answers with their words, as answerText reads them (none: typed freely). */
export function answerField(field: FieldSource): { type: FieldType; options?: AnswerOption[] } {
  const words = kindOf(field.type).words?.(field);
  return words ? { type: field.type, options: words } : { type: field.type };
}

/**
 * An answer as words in `lang`: a choice by its option's text, the options ticked one after another,
 * an office by its name, a date as DD-MM-YYYY, a typed field in its canonical form. The review step,
 * the fix view, the WhatsApp message and the desk's console all write answers with this.
 */
export function answerText(field: AnswerField, value: Answer, lang: Lang): string {
  const kind = kindOf(field.type);
  return Array.isArray(value) ? value.map((one) => kind.answerText(field, one, lang)).join(', ') : kind.answerText(field, value, lang);
}
