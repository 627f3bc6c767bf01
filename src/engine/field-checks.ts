import type { CompiledForm } from '../catalog/types';
import { t } from '../shared/i18n/t';

// Checks that depend on the day of sending, which no precompiled schema can hold: a birth date's
// age range, a year not after this one, and a date a fee counts from not after today. The patterns have already checked the shape.

export interface Day {
  year: number;
  month: number;
  day: number;
}

/** The visitor's calendar day (their clock, not UTC: a birthday starts at their midnight). */
export function today(now: Date = new Date()): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** A YYYY-MM-DD value as a calendar day, or null when no such day exists (2023-02-30). */
export function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: Day, on: Day): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

const isAfter = (a: Day, b: Day) => a.year * 10000 + a.month * 100 + a.day > b.year * 10000 + b.month * 100 + b.day;

/** Field name → message, for every filled field that fails a check of the day. */
export function dayProblems(form: CompiledForm, values: Record<string, unknown>, on: Day): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of form.uiSchema['ui:order']) {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const options = (form.uiSchema[name]?.['ui:options'] ?? {}) as { fieldType?: string; minAge?: number; maxAge?: number; notAfterToday?: boolean };
    const date = form.uiSchema[name]?.['ui:widget'] === 'date';
    // The pattern refuses a date not typed whole (date-parts.ts); a day of that shape that does not exist (a link's 2001-02-30) is refused here.
    if (date && /^\d{4}-\d{2}-\d{2}$/.test(value) && !parseDay(value)) problems[name] = t('form.invalidDate');
    if (options.fieldType === 'year' && /^\s*\d{4}\s*$/.test(value) && Number(value) > on.year) {
      problems[name] = t('field.yearInFuture', { year: on.year });
    }
    const day = options.notAfterToday ? parseDay(value) : null;
    if (day && isAfter(day, on)) problems[name] = t('field.dayAfterToday');
    if (options.minAge === undefined && options.maxAge === undefined) continue;
    const birth = parseDay(value);
    if (!birth) continue;
    if (isAfter(birth, on)) problems[name] = t('field.dateInFuture');
    else if (options.minAge !== undefined && ageOn(birth, on) < options.minAge) problems[name] = t('field.tooYoung', { age: options.minAge });
    else if (options.maxAge !== undefined && ageOn(birth, on) > options.maxAge) problems[name] = t('field.tooOld', { age: options.maxAge });
  }
  return problems;
}
