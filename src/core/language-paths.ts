// Where each language lives in the site's addresses: English at the plain paths, every other
// language under its own prefix (/te/services/vehicle-ekyc). Pure functions, shared by the build,
// both servers, the sitemap, the language switch and the tests.
import type { Lang } from './text.ts';

/** The portal's languages, English (the default, `x-default`) first. */
export const LANGUAGES: readonly Lang[] = ['en', 'te'];

/** The address prefix of a language's pages: '' for English, '/te' for Telugu. */
export function languagePrefix(lang: Lang): string {
  return lang === 'en' ? '' : `/${lang}`;
}

/** The language of the page at `path`: Telugu for /te and everything under it, else English. */
export function languageOfPath(path: string): Lang {
  return LANGUAGES.find((lang) => lang !== 'en' && (path === languagePrefix(lang) || path.startsWith(`${languagePrefix(lang)}/`))) ?? 'en';
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
