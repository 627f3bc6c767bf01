// `choices`: any of the entry's options, ticked; a case holds when one of its values is ticked, and
// a `per: class` fee counts the options ticked.
import { localize } from '../../core/text.ts';
import type { FormChoicesSchema } from '../types.ts';
import { MAX_CASE_COUNT } from './case-count.ts';
import type { FieldKind, KindAnswers } from './kind.ts';
import { chosenText, longestValue, optionWords } from './kind.ts';

const values = (field: Parameters<FieldKind['schema']>[0]) => optionWords(field).map((o) => o.value);

export const choices: FieldKind = {
  // Each option's English value, once; a required field needs one (an empty list would pass `required`).
  schema: (field, lang, required) => {
    const schema: FormChoicesSchema = { type: 'array', title: localize(field.label, lang), items: { type: 'string', enum: values(field) }, uniqueItems: true };
    if (required) schema.minItems = 1;
    return schema;
  },
  ui: (field, lang) => ({ ui: { ...(lang === 'en' ? {} : { 'ui:enumNames': (field.options ?? []).map((o) => localize(o, lang)) }), 'ui:widget': 'checkboxes' } }),
  maxLength: (field) => field.maxLength ?? longestValue(values(field)),
  takes: ['options'],
  // Ticking for the visitor would charge a per-class fee they did not choose.
  check: (field, i, fail) => {
    if (field.default !== undefined) fail('kinds.choices.default-set', ['fields', i, 'default'], `fields[${i}].default: a choices field starts with nothing ticked; remove default`);
  },
  options: 'any',
  // Distinct known options, 1 to 50.
  knows: (value, known) =>
    Array.isArray(value) && value.length > 0 && value.length <= MAX_CASE_COUNT && new Set(value).size === value.length && value.every((v) => typeof v === 'string' && known.includes(v)),
  words: optionWords,
};

export const choicesAnswers: KindAnswers = {
  answerText: chosenText,
};
