import type { Lang } from '../../core/languages';
import type { Dictionary } from './dictionary';
import type { en, MessageKey } from './en';
import { loadPageApiTexts, pageDictionary, pageLanguage } from './page-language';

// One place every app text goes through. The page's own language is here from the start (English,
// or Telugu on the /te/ pages: page-language.ts); another dictionary can be handed over with
// setDictionary (the tests switch languages that way).
const dictionaries: Partial<Record<Lang, Dictionary>> = { [pageLanguage]: pageDictionary };
let current: Lang = pageLanguage;
// Texts of a part of the app loaded on demand (the admin console), added by that part's code.
const added: Partial<Record<MessageKey, string>> = {};

export function addTexts(texts: Partial<Record<MessageKey, string>>): void {
  Object.assign(added, texts);
}

export function currentLanguage(): Lang {
  return current;
}

/** From now on `t` (and every text that follows currentLanguage) speaks `lang`, from `dictionary`. */
export function setDictionary(lang: Lang, dictionary: Dictionary): void {
  dictionaries[lang] = dictionary;
  current = lang;
}

// The texts of the API's codes (en-api.ts, te-api.ts) per language: loaded for the page's language
// the first time an answer needs one (loadApiTexts), or handed over (the tests).
const apiTexts: Partial<Record<Lang, Record<string, string>>> = {};
let apiTextsLoading: Promise<void> | undefined;

export function addApiTexts(lang: Lang, texts: Record<string, string>): void {
  apiTexts[lang] = texts;
}

/** Loads the page language's API texts once; a failed load (offline) leaves the server's English to show. */
export function loadApiTexts(): Promise<void> {
  if (apiTexts[pageLanguage]) return Promise.resolve();
  apiTextsLoading ??= loadPageApiTexts().then(
    (texts) => addApiTexts(pageLanguage, texts),
    () => {
      apiTextsLoading = undefined;
    },
  );
  return apiTextsLoading;
}

/**
 * The text of a key that may not exist (an API answer's code: `api.<code>`), its placeholders
 * filled; undefined when the current language has no text for it.
 */
export function textOf(key: string, params: Record<string, string | number> = {}): string | undefined {
  const template =
    ((dictionaries[current] ?? pageDictionary) as Record<string, string | undefined>)[key] ?? apiTexts[current]?.[key] ?? (added as Record<string, string | undefined>)[key];
  return template?.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = (dictionaries[current] ?? pageDictionary)[key as keyof typeof en] ?? added[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
