// `choice`: one of the entry's options, answered with its English text; a case may rest on it.
import { localize } from '../../core/text.ts';
import type { FieldKind, KindAnswers } from './kind.ts';
import { chosenText, longestValue, optionWords, stringSchema } from './kind.ts';

const values = (field: Parameters<FieldKind['schema']>[0]) => optionWords(field).map((o) => o.value);

export const choice: FieldKind = {
  schema: (field, lang) => stringSchema(field, lang, choice.maxLength(field), { enum: values(field) }),
  ui: (field, lang) => (lang === 'en' ? {} : { ui: { 'ui:enumNames': (field.options ?? []).map((o) => localize(o, lang)) } }),
  maxLength: (field) => field.maxLength ?? longestValue(values(field)),
  takes: ['options'],
  check: (field, i, fail) => {
    if (field.default !== undefined && !values(field).includes(field.default)) fail('kinds.choice.default-not-option', ['fields', i, 'default'], `fields[${i}].default: "${field.default}" is not one of the options`);
  },
  options: 'one',
  knows: (value, known) => typeof value === 'string' && known.includes(value),
  words: optionWords,
};

export const choiceAnswers: KindAnswers = {
  answerText: chosenText,
};
