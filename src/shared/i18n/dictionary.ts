// A dictionary of the app's texts: every key of the English one. Below t.ts and the page's own
// language (page-language.ts), which hands t.ts its dictionary.
import type { en } from './en';

export type Dictionary = Record<keyof typeof en, string>;
