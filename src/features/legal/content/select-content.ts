import { site } from '../../../catalog/client';
import { tx } from '../../../shared/i18n/localize';
import { pageContent as content } from './page-content';
import type { LegalContent, LegalDocument } from './types';

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
