import type { Lang } from '../../core/languages';
import { currentLanguage } from './t';

// Dates are read the Indian way in every language: en-IN (21 Nov 2026, 3:05 pm), te-IN and so on. Telugu
// writes the month in full (21 నవంబర్, 2026: the short forms such as నవం are not words a reader
// uses) and the time of day as a word before the time, not AM/PM (మధ్యాహ్నం 3:05).
// Each language's Indian locale (its code with -IN, so a new language needs nothing here), and a
// format of its own where its readers say dates otherwise. A table here, not fields of
// src/core/languages.ts: this module is a chunk of its own that the first script imports, and an
// import of the list from here kept the list out of the first script's chunk.
const SPOKEN_FORMATS: Partial<Record<Lang, (options: Intl.DateTimeFormatOptions) => DateFormat>> = { te: teluguFormat };

/** What every date shown goes through: `format(date)`. */
export interface DateFormat {
  format(date: Date): string;
}

const made = new Map<string, DateFormat>();

/** A date format in the current language, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const lang = currentLanguage();
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = SPOKEN_FORMATS[lang]?.(options) ?? new Intl.DateTimeFormat(`${lang}-IN`, options);
    made.set(key, format);
  }
  return format;
}

/** The time of day by the hour (0-23), as Telugu speakers say it. */
export function teluguDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'ఉదయం';
  if (hour >= 12 && hour < 16) return 'మధ్యాహ్నం';
  if (hour >= 16 && hour < 20) return 'సాయంత్రం';
  return 'రాత్రి';
}

const TIME_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['hour', 'minute', 'second']);

function teluguFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const month = options.month === 'short' || options.month === 'narrow' ? 'long' : options.month;
  const parts = new Intl.DateTimeFormat('te-IN', { ...options, month, hourCycle: 'h12', hour12: undefined });
  const hour24 = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: options.timeZone });
  return {
    format(date: Date): string {
      const all = parts.formatToParts(date);
      const first = all.findIndex((p) => p.type === 'hour');
      if (first < 0) return all.map((p) => p.value).join('');
      const day = all.slice(0, first).map((p) => p.value).join('').replace(/[\s,]+$/u, '');
      let time = '';
      for (const part of all.slice(first)) {
        if (TIME_PARTS.has(part.type)) time += part.value;
        else if (part.type === 'literal' && /^[:.]$/.test(part.value)) time += part.value;
      }
      const period = teluguDayPeriod(Number(hour24.format(date)) % 24);
      return `${day ? `${day}, ` : ''}${period} ${time}`;
    },
  };
}
