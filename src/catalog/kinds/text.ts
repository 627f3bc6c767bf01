// `text`: one line typed freely; an entry's `rules` may give it a length or a pattern.
import type { FieldKind, KindAnswers } from './kind.ts';
import { stringSchema } from './kind.ts';

export const text: FieldKind = {
  schema: (field, lang) => stringSchema(field, lang, text.maxLength(field)),
  maxLength: (field) => field.maxLength ?? 50,
  takes: ['upperCase', 'rules'],
};

export const textAnswers: KindAnswers = {
  answerText: (_field, value) => value.trim(),
};
