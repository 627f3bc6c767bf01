// `date`: a day as YYYY-MM-DD, typed as day, month and year; a date of birth's age range, an age case
// of a document, and a fee counting the years, months or days begun since it read it.
import type { FieldKind, KindAnswers } from './kind.ts';
import { fieldWords, stringSchema } from './kind.ts';

export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const date: FieldKind = {
  schema: (field, lang) => stringSchema(field, lang, date.maxLength(field), { pattern: DATE_PATTERN }),
  ui: (field, _lang, entry) => {
    const options: Record<string, unknown> = {};
    if (field.minAge !== undefined) options.minAge = field.minAge;
    if (field.maxAge !== undefined) options.maxAge = field.maxAge;
    // A fee counts the years begun since this date (an expiry), so it is a day that has come.
    if (entry.fees?.some((fee) => fee.per === 'yearStarted' && fee.from === field.name)) options.notAfterToday = true;
    return { ui: { 'ui:widget': 'date' }, options };
  },
  maxLength: (field) => field.maxLength ?? 10,
  takes: ['ages'],
  check: (field, i, fail) => {
    if (/birth/i.test(fieldWords(field)) && field.minAge === undefined) {
      fail('kinds.date.birth-date-without-min-age', ['fields', i, 'type'], `fields[${i}].type: a date of birth (${field.name}) needs "minAge", so that a future or impossible date is refused`);
    }
  },
};

export const dateAnswers: KindAnswers = {
  // The desk reads a day as DD-MM-YYYY.
  answerText: (_field, value) => value.trim().replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3-$2-$1'),
};
