import type { Lang } from '../../catalog/text';
import { en, type MessageKey } from './en';

// One place every app text goes through; Telugu joins here as a second dictionary with the same keys.
// A language without a dictionary yet shows English.
const dictionaries: Partial<Record<Lang, typeof en>> = { en };
const current: Lang = 'en';

export function currentLanguage(): Lang {
  return current;
}

/** The text for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = (dictionaries[current] ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
