// The shape of a legal document: numbered sections of paragraphs and bullet lists. The prose is
// long and changes with the lawyers, not with the UI, so it lives as structured data per language
// rather than as hundreds of i18n keys.

export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
  /** A table per data kind a visitor is told of (src/core/data-kinds.ts), after the paragraphs. */
  dataKinds?: boolean;
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** When the text last changed, as shown on the page. */
  updated: string;
  intro: string;
  sections: LegalSection[];
  contactTitle: string;
  contactText: string;
  /** The privacy policy's grievance officer block: `{name}` and `{email}` are site.yaml's; `form` names the link to /grievance. */
  grievance?: { title: string; text: string; form: string; board: string };
}

export interface LegalContent {
  privacy: LegalDocument;
  terms: LegalDocument;
}
