// The Telugu build's page-language.ts (see there): Telugu texts from the first render.
import type { Lang } from '../../core/languages';
import type { Dictionary } from './dictionary';
import { te } from './te';

export const pageLanguage = 'te' as Lang;
export const pageDictionary: Dictionary = te;
export const loadPageApiTexts = (): Promise<Record<string, string>> => import('./te-api').then((m) => m.teApi);
