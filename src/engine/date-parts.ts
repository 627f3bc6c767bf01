import { parseDay } from './field-checks';

/** What a date's three boxes hold, as typed: day, month, year. */
export type DateParts = [day: string, month: string, year: string];

const EMPTY: DateParts = ['', '', ''];

// A Telugu keyboard may type Telugu digits (U+0C66–U+0C6F, escaped: the font's cut has no glyph for them): they read as 0–9.
const digitsOf = (text: string) => text.trim().replace(/[\u0c66-\u0c6f]/g, (digit) => String(digit.charCodeAt(0) - 0x0c66));

/**
 * The form's value for what the boxes hold. Nothing typed is no answer; a real day of 19xx or 20xx is
 * YYYY-MM-DD (a day or month without its leading zero is taken); anything else (31 2 2000, month 13, a
 * two-digit year, a box left empty) is the boxes' texts as "day/month/year", which the date pattern
 * refuses, so the visitor is asked for a real date, and which `dateParts` reads back into the boxes.
 */
export function dateValue(parts: DateParts): string | undefined {
  const [day, month, year] = parts.map(digitsOf) as DateParts;
  if (!day && !month && !year) return undefined;
  if (/^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^(19|20)\d\d$/.test(year)) {
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (parseDay(iso)) return iso;
  }
  return parts.map((part) => part.trim()).join('/');
}

/** The boxes for a value (a draft's, a link's `?dateOfBirth=1995-08-15`): an ISO day without leading zeros, or the texts a refused one kept. */
export function dateParts(value: unknown): DateParts {
  if (typeof value !== 'string') return EMPTY;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return [String(Number(iso[3])), String(Number(iso[2])), iso[1]!];
  const typed = value.split('/');
  return typed.length === 3 ? (typed as DateParts) : EMPTY;
}
