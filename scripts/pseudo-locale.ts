// The pseudo-locale, made in tests only (docs/translation.md, "The pseudo-locale"): every English text
// accented, ~35% longer and in brackets, "Services" → "[Šéŕvíçéš ~~~]". A page built with it shows
// at a glance what no translation reaches (a text written in the code reads plain) and what breaks
// when a translation runs longer than the English (Telugu often does). Placeholders such as {count}
// stay as they are, so the texts still fill in.
import type { Lang } from '../src/core/languages.ts';

/** Each Latin letter's accented twin (readable, so a tester still knows which text it is). */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçđéƒĝĥíĵķĺɱñóƥǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'][i]!]),
);

/** How much longer a pseudo text is than its English: translations commonly run 30-40% longer. */
export const GROWTH = 0.35;

const PLACEHOLDER = /(\{\w+\})/;

/** One text in the pseudo-locale: `[` + accented text + padding + `]`; an empty text stays empty. */
export function pseudo(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');
  // The padding is words of at most five tildes, so it wraps where a translation's words would.
  const pad = Math.max(1, Math.round(text.replace(/\{\w+\}/g, '').length * GROWTH));
  const words = Array.from({ length: Math.ceil(pad / 5) }, (_, i) => '~'.repeat(Math.min(5, pad - i * 5)));
  return `[${accented} ${words.join(' ')}]`;
}

/** A copy of `value` with every string in it made pseudo (a dictionary, the legal pages' content). */
export function pseudoTexts<T>(value: T): T {
  if (typeof value === 'string') return pseudo(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoTexts(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoTexts(item)])) as T;
  }
  return value;
}

/** Whether a visible text is pseudo text: it starts with "[" and ends with "]" (the test's reading of a page). */
export const isPseudo = (text: string): boolean => /^\[[^]*\]$/.test(text.trim());

/**
 * The pseudo-locale's code in the catalogue's texts. Not a language of the list (the production
 * build never sees it): the pseudo build adds it beside each catalogue text and asks the catalogue
 * plugin for it, as it would for Telugu.
 */
export const PSEUDO_LANGUAGE = 'xx' as Lang;

/** The compiled catalogue with a pseudo text beside every English one (`{en, te}` → `{en, te, xx}`). */
export function withPseudoTranslations<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withPseudoTranslations(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const { en } = value as { en?: unknown };
  if (typeof en === 'string' && entries.every(([, v]) => typeof v === 'string')) return { ...value, [PSEUDO_LANGUAGE]: pseudo(en) };
  return Object.fromEntries(entries.map(([key, item]) => [key, withPseudoTranslations(item)])) as T;
}
