// What a field kind is (docs/forms-and-chat.md, "Adding a field kind"): one module per `type` a
// catalogue field may have, in this folder, read by the compiler, catalog:check, the request's case
// and every place that writes an answer as words (a fee's `per` names the kind it counts from in
// src/catalog/fee-units.ts): a module exports its
// FieldKind (index.ts lists it) and its KindAnswers (answers.ts lists it). Its widget, if it has
// its own, is src/engine/theme/kind-widgets/<its ui:widget>.tsx.
import type { Lang } from '../../core/languages.ts';
import { localize } from '../../core/text.ts';
import type { Fail } from '../check-rules.ts';
import type { CompiledField, CompiledSource, FormPropertySchema, FormStringSchema, Text } from '../types.ts';


/** An answer's words: each value the field may be answered with, and the text that stands for it. */
export interface AnswerOption {
  value: string;
  label: Text;
}

/** What writing an answer as words reads of its field (a page's source field or its message line). */
export interface AnswerField {
  type: string;
  options?: readonly AnswerOption[];
}

/** The optional keys of a field that only some kinds take; any other kind refuses them. */
export type KindKey = 'options' | 'rows' | 'upperCase' | 'ages' | 'rules';

export interface FieldKind {
  /** The JSON Schema of its answer, its title in `lang`; `required`: it must be answered. */
  schema(field: CompiledField, lang: Lang, required: boolean): FormPropertySchema;
  /** Its uiSchema (a widget, the options' names) and its ui:options, in `lang`; `entry` for what else reads it. */
  ui?(field: CompiledField, lang: Lang, entry: CompiledSource): { ui?: Record<string, unknown>; options?: Record<string, unknown> };
  /** The input's own ui:options (keyboard, case, the rule it is typed by), set before the others. */
  input?(field: CompiledField): Record<string, unknown>;
  /** Most characters it accepts when the entry does not say. */
  maxLength(field: CompiledField): number;
  /** The optional keys it takes (see KindKey). */
  takes: readonly KindKey[];
  /** Its own catalog:check rules, for fields[i]. */
  check?(field: CompiledField, i: number, fail: Fail): void;
  /** A case may rest on its answer: one of its options (`one`), or any ticked (`any`). */
  options?: 'one' | 'any';
  /** What it may be answered with and the words of each (options, offices), which the message carries; none: typed freely. */
  words?(field: CompiledField): AnswerOption[];
  /**
   * Whether a case a client sent holds an answer it can have (`values`: the field's option values);
   * none: the case never keeps its answer (request-case.ts keeps the fields with options or offices).
   */
  knows?(value: unknown, values: readonly string[]): boolean;
}

/**
 * What a page reads of a kind too (answers.ts): how its answer reads, from the words of its
 * answers that the compiler gives the message (FieldKind.words). Apart from FieldKind so that a page
 * loads no compiler or check.
 */
export interface KindAnswers {
  /** An answer (one value of it) as words in `lang`: as the review step, the fix view, the message and the desk read it. */
  answerText(field: AnswerField, value: string, lang: Lang): string;
}

/** A string answer's schema: its title in `lang`, its length, its default. */
export function stringSchema(field: CompiledField, lang: Lang, maxLength: number, rest: Pick<FormStringSchema, 'enum' | 'pattern'> = {}): FormStringSchema {
  const property: FormStringSchema = { type: 'string', title: localize(field.label, lang), maxLength, ...rest };
  if (field.default !== undefined) property.default = field.default;
  return property;
}

/** A choice or choices field's answers: the English text of each option (its value) and the option. */
export function optionWords(field: Pick<CompiledField, 'options' | 'values'>): AnswerOption[] {
  const values = field.values ?? (field.options ?? []).map((o) => localize(o, 'en'));
  return values.map((value, i) => ({ value, label: field.options?.[i] ?? value }));
}

/** The words of one of the answers a field offers, in `lang`; else the value as sent. */
export function chosenText(field: AnswerField, value: string, lang: Lang): string {
  const option = field.options?.find((o) => o.value === value);
  return option ? localize(option.label, lang) : value.trim();
}

/** The longest of a field's answers: a choice needs no more room. */
export function longestValue(values: readonly string[]): number {
  return Math.max(...values.map((v) => v.length), 0);
}

/** What a field says it holds: its name's words and its English label (catalog:check reads them). */
export function fieldWords(field: Pick<CompiledField, 'name' | 'label'>): string {
  return `${field.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${localize(field.label)}`;
}
