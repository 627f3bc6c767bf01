import { DEFAULT_LANGUAGE, type Lang } from './languages.ts';

/** A user-visible text: plain English, or English with translations beside it, keyed by the languages of the list. */
export type Text = string | ({ en: string } & Partial<Record<Lang, string>>);

/** The text in the given language, falling back to English where no translation is written yet. */
export function localize(text: Text, lang: Lang = DEFAULT_LANGUAGE): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en;
}

/**
 * `{en, te}` as the catalogue writes it (a plain string is English only): an English string with
 * strings beside it. Its keys are the list's languages, checked by the catalogue's schema; the tests'
 * pseudo-locale build adds one of its own (scripts/pseudo-locale.ts).
 */
function isTranslated(value: unknown): value is Exclude<Text, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return typeof (value as { en?: unknown }).en === 'string' && Object.values(value).every((v) => typeof v === 'string');
}

/** A copy of compiled catalogue data with every text replaced by its string in `lang`. */
export function inLanguage<T>(value: T, lang: Lang): T {
  if (isTranslated(value)) return localize(value, lang) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, lang)])) as T;
  }
  return value;
}
