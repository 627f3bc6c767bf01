import { site } from '../../../catalog/client';
import { tx } from '../../../shared/i18n/localize';
import type { Lang } from '../../../catalog/text';
import { currentLanguage } from '../../../shared/i18n/t';
import { legalEn } from './en';
import type { LegalContent, LegalDocument } from './types';

// One content module per language, chosen by the visitor's language; a language without its own
// module yet shows English.
const byLanguage: Partial<Record<Lang, LegalContent>> = { en: legalEn };

export type LegalKind = keyof LegalContent;

/** The document in the visitor's language, with the site name in place of `{name}`. */
export function legalDocument(kind: LegalKind): LegalDocument {
  const name = tx(site.name);
  const fill = (text: string) => text.replaceAll('{name}', name);
  const doc = (byLanguage[currentLanguage()] ?? legalEn)[kind];
  return {
    ...doc,
    description: fill(doc.description),
    intro: fill(doc.intro),
    sections: doc.sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map(fill), items: s.items?.map(fill), after: s.after?.map(fill) })),
  };
}
