// The legal pages' content in the page's language: this module in the English build, its twin
// page-content-te.ts in the Telugu one (scripts/page-language-plugin.ts), so a page carries one language.
import { legalEn } from './en';
import type { LegalContent } from './types';

export const pageContent: LegalContent = legalEn;
