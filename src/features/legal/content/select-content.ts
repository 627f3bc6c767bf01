import { site } from '../../../catalog/client';
import { tx } from '../../../shared/i18n/localize';
import type { Lang } from '../../../catalog/text';
import { currentLanguage } from '../../../shared/i18n/t';
import { legalEn } from './en';
import { legalTe } from './te';
import type { LegalContent, LegalDocument } from './types';

// One content module per language, chosen by the visitor's language (this module is loaded only by
// the legal pages, so their Telugu text costs no other page anything).
const byLanguage: Record<Lang, LegalContent> = { en: legalEn, te: legalTe };

export type LegalKind = keyof LegalContent;

/** The document in the visitor's language, with the site name in place of `{name}`. */
export function legalDocument(kind: LegalKind): LegalDocument {
  const name = tx(site.name);
  const fill = (text: string) => text.replaceAll('{name}', name);
  const doc = byLanguage[currentLanguage()][kind];
  return {
    ...doc,
    description: fill(doc.description),
    intro: fill(doc.intro),
    sections: doc.sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map(fill), items: s.items?.map(fill), after: s.after?.map(fill) })),
  };
}
