// `office`: one of catalog/offices.yaml's offices (office-field.ts copies them into the field),
// answered with its id and named by its name; the request's case always keeps it (/track and the
// desk name the office).
import { localize } from '../../core/text.ts';
import type { FieldKind, KindAnswers } from './kind.ts';
import { chosenText, longestValue, stringSchema } from './kind.ts';

const ids = (field: Parameters<FieldKind['schema']>[0]) => (field.offices ?? []).map((o) => o.id);

export const office: FieldKind = {
  schema: (field, lang) => stringSchema(field, lang, office.maxLength(field), { enum: ids(field) }),
  // An office's value is its id: every language shows its name and district instead, and the picker
  // groups the offices under their district (the list is sorted so).
  ui: (field, lang) => ({
    ui: { 'ui:enumNames': (field.offices ?? []).map((o) => `${localize(o.name, lang)} (${localize(o.district, lang)})`) },
    options: { groups: (field.offices ?? []).map((o) => localize(o.district, lang)) },
  }),
  maxLength: (field) => field.maxLength ?? longestValue(ids(field)),
  takes: [],
  knows: (value, known) => typeof value === 'string' && known.includes(value),
  words: (field) => (field.offices ?? []).map((o) => ({ value: o.id, label: o.name })),
};

export const officeAnswers: KindAnswers = {
  answerText: chosenText,
};
