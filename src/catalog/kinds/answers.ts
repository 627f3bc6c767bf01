// What a page reads of each field kind (KindAnswers, kind.ts): how an answer reads, by `type`, as
// index.ts lists the kinds. A list of its own so that a
// page's script carries these parts of the kinds only, never their compiler or checks.
import type { Lang } from '../../core/languages.ts';
import type { Answer, FieldType } from '../types.ts';
import { choiceAnswers } from './choice.ts';
import { choicesAnswers } from './choices.ts';
import { dateAnswers } from './date.ts';
import type { AnswerField, KindAnswers } from './kind.ts';
import { multilineAnswers } from './multiline.ts';
import { officeAnswers } from './office.ts';
import { textAnswers } from './text.ts';
import { typedAnswers } from './typed.ts';

const SHIPPED = {
  text: textAnswers,
  multiline: multilineAnswers,
  date: dateAnswers,
  choice: choiceAnswers,
  choices: choicesAnswers,
  office: officeAnswers,
  ...typedAnswers,
} satisfies Record<FieldType, KindAnswers>;

export const KIND_ANSWERS: Record<string, KindAnswers> = SHIPPED;

/** What a page reads of a field's kind; an unknown type (refused by the schema) reads as text. */
export function answersOf(type: string): KindAnswers {
  return KIND_ANSWERS[type] ?? textAnswers;
}

/**
 * An answer as words in `lang`: a choice by its option's text, the options ticked one after another,
 * an office by its name, a date as DD-MM-YYYY, a typed field in its canonical form. The review step,
 * the fix view, the WhatsApp message and the desk's console all write answers with this.
 */
export function answerText(field: AnswerField, value: Answer, lang: Lang): string {
  const kind = answersOf(field.type);
  return Array.isArray(value) ? value.map((one) => kind.answerText(field, one, lang)).join(', ') : kind.answerText(field, value, lang);
}
