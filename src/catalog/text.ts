import type { Text } from './types.ts';

/** The portal's languages: the one list the catalogue's texts and the app's dictionaries use. */
export type Lang = 'en' | 'te';

/** The text in the given language, falling back to English where no translation is written yet. */
export function localize(text: Text, lang: Lang = 'en'): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en;
}
