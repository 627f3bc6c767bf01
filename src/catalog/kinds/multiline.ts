// `multiline`: a few lines typed freely (an address), in a box of `rows` lines.
import type { FieldKind, KindAnswers } from './kind.ts';
import { stringSchema } from './kind.ts';
import { textAnswers } from './text.ts';

const DEFAULT_ROWS = 3;

export const multiline: FieldKind = {
  schema: (field, lang) => stringSchema(field, lang, multiline.maxLength(field)),
  ui: (field) => ({ ui: { 'ui:widget': 'textarea' }, options: { rows: field.rows ?? DEFAULT_ROWS } }),
  maxLength: (field) => field.maxLength ?? 300,
  takes: ['upperCase', 'rules', 'rows'],
};

export const multilineAnswers: KindAnswers = {
  answerText: textAnswers.answerText,
};
