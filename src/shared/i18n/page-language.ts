// The language the page was built in, and its dictionary, there before the first render. This is
// the English build's module; the Telugu build (PAGE_LANGUAGE=te, pages under /te/) takes
// page-language-te.ts in its place (scripts/page-language-plugin.ts), so an English page never
// carries Telugu and a Telugu page never carries the English dictionary.
import type { Lang } from '../../core/languages';
import { en } from './en';
import type { Dictionary } from './dictionary';

export const pageLanguage = 'en' as Lang;
export const pageDictionary: Dictionary = en;
/** The texts of the API's codes, loaded when an answer needs one (src/shared/api/client.ts). */
export const loadPageApiTexts = (): Promise<Record<string, string>> => import('./en-api').then((m) => m.enApi);
