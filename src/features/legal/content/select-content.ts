import { currentLanguage, type Lang } from '../../../shared/i18n/t';
import { legalEn } from './en';
import type { LegalContent } from './types';

// One content module per language, chosen by the visitor's language. A new language in the i18n
// dictionaries must add its module here (the Record type says so), or fall back to English.
const byLanguage: Record<Lang, LegalContent> = { en: legalEn };

export function legalContent(): LegalContent {
  return byLanguage[currentLanguage()];
}
