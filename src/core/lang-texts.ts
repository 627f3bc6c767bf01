import type { Lang } from './languages';

/** One text in every language of the list, by language code (a fix reason as the server answers it). */
export type LangTexts = Record<Lang, string>;
