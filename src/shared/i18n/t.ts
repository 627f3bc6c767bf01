import { en, type MessageKey } from './en';

// One place every app text goes through; Telugu joins here as a second dictionary with the same keys.
const dictionaries = { en } as const;
export type Lang = keyof typeof dictionaries;
let current: Lang = 'en';

export function setLanguage(lang: Lang) {
  current = lang;
}

export function currentLanguage(): Lang {
  return current;
}

/** The text for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = dictionaries[current][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
