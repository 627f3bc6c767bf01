// The portal's languages: the one list everything that depends on a language reads (its texts'
// keys, its pages' address prefix, the switch, negotiation, the build, the SMS texts, the stores),
// and where each lives in the site's addresses. A language is added here, then its dictionaries and
// the tables keyed by `Lang` follow (the compiler names each one missing). One module, tiny,
// dependency-free and without top-level calls, because every page's first script has it: a second
// module for the list, or a top-level call here, made Rolldown split the first script into more
// chunks (+2 KB gzip on the home page).

/** English first: the default, at the plain paths, the fallback of every text and `x-default`. */
export const LANGUAGES = [
  { code: 'en', name: 'English', englishName: 'English', prefix: '', font: null },
  // font: Noto Sans Telugu, declared by every page (src/shared/i18n/telugu-font.css).
  { code: 'te', name: 'తెలుగు', englishName: 'Telugu', prefix: '/te', font: '"Noto Sans Telugu"' },
] as const satisfies readonly Language[];

export interface Language {
  /** The BCP 47 code: the key of its texts, `<html lang>`, `hreflang`. */
  code: string;
  /** Its name in its own script, as the switch shows it. */
  name: string;
  /** Its name in English, for the operators' messages (`missing the Telugu (te) translation`). */
  englishName: string;
  /** Where its pages live: '' for English, '/te' for Telugu. */
  prefix: string;
  /** The font named first on its pages; null: the system's. */
  font: string | null;
  /**
   * Being translated: `npm run catalog:check` does not ask for its catalogue texts yet, and each one
   * it lacks shows in English (as the build already does); its app texts are still all required.
   */
  draft?: true;
}

export type Lang = (typeof LANGUAGES)[number]['code'];

/**
 * The default language (English), the list's first: the plain paths, and what a text falls back to.
 * Written out rather than read from the list (no top-level expression, above);
 * tests/core/languages.test.ts keeps it equal to the list's first.
 */
export const DEFAULT_LANGUAGE = 'en' satisfies Lang;

/** Every language but the default: each has its own prefix and build. */
export type OtherLang = Exclude<Lang, typeof DEFAULT_LANGUAGE>;

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.some((l) => l.code === value);
}

/** A stored or sent value as a language of the list; anything else (an old record with none) is English. */
export function langOr(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANGUAGE;
}

/** The language of a BCP 47 tag by its primary subtag ("te-IN" → te), if the portal has it. */
export function langOfTag(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLang(primary) ? primary : undefined;
}

/** One value per language of the list, e.g. a catalogue text in each: `perLanguage((lang) => localize(name, lang))`. */
export function perLanguage<T>(value: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGUAGES.map(({ code }) => [code, value(code)])) as Record<Lang, T>;
}

/** The languages whose catalogue texts are all required: every one of `list` but the drafts. */
export function translatedLanguages(list: readonly Language[] = LANGUAGES): Lang[] {
  return list.filter((l) => !l.draft).map((l) => l.code as Lang);
}

/** The entry of the list for `lang`. */
export function languageOf(lang: Lang): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
}

// Where each language lives in the site's addresses: English at the plain paths, every other
// language under its own prefix (/te/services/vehicle-ekyc). Pure functions, shared by the build,
// both servers, the sitemap, the language switch and the tests.

/** The address prefix of a language's pages (the list's `prefix`): '' for English, '/te' for Telugu. */
export function languagePrefix(lang: Lang): string {
  return languageOf(lang).prefix;
}

/** The language of the page at `path`: Telugu for /te and everything under it, else English. */
export function languageOfPath(path: string): Lang {
  return LANGUAGES.find(({ prefix }) => prefix && (path === prefix || path.startsWith(`${prefix}/`)))?.code ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix: /te/services/vehicle-ekyc → /services/vehicle-ekyc, /te → /. */
export function pathWithoutLanguage(path: string): string {
  const prefix = languagePrefix(languageOfPath(path));
  return path.slice(prefix.length) || '/';
}

/**
 * The same page in `lang`: /services/vehicle-ekyc → /te/services/vehicle-ekyc, and back. The Telugu
 * home page is /te/, as the router writes it (its links to / under the /te base end in a slash).
 */
export function pathInLanguage(path: string, lang: Lang): string {
  const plain = pathWithoutLanguage(path);
  const prefix = languagePrefix(lang);
  if (!prefix) return plain;
  return `${prefix}${plain}`;
}
