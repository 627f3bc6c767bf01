import type { Lang } from '../../catalog/text';
import { en, type MessageKey } from './en';

// One place every app text goes through; Telugu joins here as a second dictionary with the same keys.
// A language without a dictionary yet shows English.
const dictionaries: Partial<Record<Lang, typeof en>> = { en };
const current: Lang = 'en';
// Texts of a part of the app loaded on demand (the admin console), added by that part's code.
const added: Partial<Record<MessageKey, string>> = {};

export function addTexts(texts: Partial<Record<MessageKey, string>>): void {
  Object.assign(added, texts);
}

export function currentLanguage(): Lang {
  return current;
}

/** The text for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = (dictionaries[current] ?? en)[key as keyof typeof en] ?? added[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
