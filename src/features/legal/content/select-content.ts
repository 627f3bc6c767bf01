import { site } from '../../../catalog/client';
import { tx } from '../../../shared/i18n/localize';
import { pageLanguage } from '../../../shared/i18n/page-language';
import { legalEn } from './en';
import { legalTe } from './te';
import type { LegalContent, LegalDocument } from './types';

// One content module per language: each build keeps only its page language's (pageLanguage is a
// constant of the build, so the other branch and its module are left out).
const content: LegalContent = pageLanguage === 'te' ? legalTe : legalEn;

export type LegalKind = keyof LegalContent;

/** The document in the visitor's language, with the site name in place of `{name}`. */
export function legalDocument(kind: LegalKind): LegalDocument {
  const name = tx(site.name);
  const fill = (text: string) => text.replaceAll('{name}', name);
  const doc = content[kind];
  return {
    ...doc,
    description: fill(doc.description),
    intro: fill(doc.intro),
    sections: doc.sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map(fill), items: s.items?.map(fill), after: s.after?.map(fill) })),
  };
}
