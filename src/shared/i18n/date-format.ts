import type { Lang } from '../../core/text';
import { currentLanguage } from './t';

// Dates are read the Indian way in both languages: en-IN (21 Nov 2026) or te-IN (21, నవం 2026).
const LOCALES: Record<Lang, string> = { en: 'en-IN', te: 'te-IN' };
const made = new Map<string, Intl.DateTimeFormat>();

/** A date format in the current language, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
